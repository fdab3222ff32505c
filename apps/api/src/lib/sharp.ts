/**
 * sharp (libvips) loaded on first use: it adds some 25 MB to the server's memory, and only a
 * profile picture upload or a preview image needs it (ADR 031).
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}

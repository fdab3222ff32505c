/** The largest return target kept (a path with its query); longer ones go home. */
const MAX_LENGTH = 2048;

/**
 * Where to send the browser after sign-in, logout or the provider's pages: a path of this app
 * only. Any other value answers '/'. The one helper for every return target (`?callback=`,
 * `?return_to=`, the logout `state`).
 *
 * NOTE: browsers drop tabs and newlines from URLs, so `/\t/evil.example` is read as
 * `//evil.example` (another site); a CR or LF would also break the Location header. So any control
 * character is refused before parsing, and the parsed URL must keep this app's origin. The
 * parser also folds dot segments (`/.//evil.example` → `//evil.example`), so the result is checked
 * again after parsing.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  // Judge what is returned, not what came in: the parser folds dot segments (`/.//x`,
  // `/a/..//x`, `/%2e//x`), so a path that passed the checks above can come out as `//x`.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path;
}

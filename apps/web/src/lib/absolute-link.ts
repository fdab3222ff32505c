/** An absolute address from a configured base: a path is on this origin, a URL stays as it is. */
export function absoluteLink(base: string, origin: string): string {
  return /^https?:\/\//.test(base) ? base.replace(/\/+$/, '') : `${origin}${base.replace(/\/+$/, '')}`;
}

import type { LanguageCode } from '@prepwell/contract';

/** An absolute address from a configured base: a path is on this origin, a URL stays as it is. */
function absolute(base: string, origin: string): string {
  return /^https?:\/\//.test(base) ? base.replace(/\/+$/, '') : `${origin}${base.replace(/\/+$/, '')}`;
}

/** The share link of a hazard (spec: `{base}/{id}`), or of one of its blocks. */
export function hazardShareLink(base: string, origin: string, hazardId: number, blockId?: number): string {
  const link = `${absolute(base, origin)}/${hazardId}`;
  return blockId === undefined ? link : `${link}/${blockId}`;
}

/** Where a hazard's PDF is (spec: `{pdf host}/{slug}.{lang}.pdf`). */
export function hazardPdfLink(base: string, origin: string, slug: string, lang: LanguageCode): string {
  return `${absolute(base, origin)}/${slug}.${lang}.pdf`;
}

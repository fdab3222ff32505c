import type { LanguageCode } from '@prepwell/contract';
import { absoluteLink as absolute } from '../../../lib/absolute-link';

/** The share link of a hazard (spec: `{base}/{id}`), or of one of its blocks. */
export function hazardShareLink(base: string, origin: string, hazardId: number, blockId?: number): string {
  const link = `${absolute(base, origin)}/${hazardId}`;
  return blockId === undefined ? link : `${link}/${blockId}`;
}

/** Where a hazard's PDF is (spec: `{pdf host}/{slug}.{lang}.pdf`). */
export function hazardPdfLink(base: string, origin: string, slug: string, lang: LanguageCode): string {
  return `${absolute(base, origin)}/${slug}.${lang}.pdf`;
}

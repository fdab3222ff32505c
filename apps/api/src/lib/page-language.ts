import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguageCode, type LanguageCode } from '@prepwell/contract';

/**
 * The languages a browser asks for in `Accept-Language`, best first, as our codes: `ja-JP` is
 * `ja`, `zh-Hant-TW` is `zh`; unknown ones and `q=0` are left out.
 */
export function acceptedLanguages(header: string | undefined): LanguageCode[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        code: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0 && isLanguageCode(entry.code))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code as LanguageCode);
}

/**
 * The language to render a page in: `?lang=` (the address names it: links between language
 * versions), then the cookie the web app sets when the language changes, then
 * `Accept-Language`, then English.
 */
export function pageLanguage(request: FastifyRequest): LanguageCode {
  const query = (request.query ?? {}) as Record<string, unknown>;
  // A repeated `?lang=` counts by its first value, as the browser's URLSearchParams.get reads it.
  const asked: unknown = Array.isArray(query.lang) ? query.lang[0] : query.lang;
  if (isLanguageCode(asked)) return asked;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguageCode(cookie)) return cookie;
  return acceptedLanguages(request.headers['accept-language'])[0] ?? DEFAULT_LANGUAGE;
}

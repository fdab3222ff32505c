import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@prepwell/contract';
import { ar } from './locales/ar.js';
import { de } from './locales/de.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ht } from './locales/ht.js';
import { ja } from './locales/ja.js';
import { ko } from './locales/ko.js';
import { pt } from './locales/pt.js';
import { ru } from './locales/ru.js';
import { tl } from './locales/tl.js';
import { vi } from './locales/vi.js';
import { zh } from './locales/zh.js';

export type IdentityLanguage = LanguageCode;

/** Every catalog has exactly the English keys (a missing or extra key does not compile). */
export type IdentityTexts = typeof en;

/** One catalog per app language: a language missing here does not compile. */
const catalogs: Record<LanguageCode, IdentityTexts> = { en, es, fr, de, ja, zh, ru, vi, tl, ko, ht, pt, ar };

export function texts(lang: IdentityLanguage): IdentityTexts {
  return catalogs[lang] ?? en;
}

/** Put values into a text's `{name}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The language of a page outside an authorization request: `lang` when the link names one,
 * else the browser's Accept-Language, else English.
 */
export function requestLanguage(lang: unknown, acceptLanguage: string | undefined): IdentityLanguage {
  if (isLanguageCode(lang)) return lang;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((entry) => entry.tag).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}

/** The page language from the authorization request's ui_locales, else English. */
export function pickLanguage(uiLocales: unknown): IdentityLanguage {
  if (typeof uiLocales !== 'string') return DEFAULT_LANGUAGE;
  const first = uiLocales
    .split(' ')
    .map((tag) => tag.split('-')[0])
    .find(isLanguageCode);
  return first ?? DEFAULT_LANGUAGE;
}

/**
 * A refused form's problems, one per field (the first), in the page's language: each schema
 * names its issue by a key of `errors` (e.g. `terms_required`). `fieldIds` maps a field's name
 * to its input's id where they differ (the summary links to the input).
 */
export function fieldErrors(
  t: IdentityTexts,
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
  fieldIds: Record<string, string> = {},
): { field: string; message: string }[] {
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    const field = fieldIds[name] ?? name;
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({
      field,
      message: t.errors[issue.message as keyof IdentityTexts['errors']] ?? issue.message,
    });
  }
  return errors;
}

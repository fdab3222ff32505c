import { LANGUAGE_CODES, type LanguageCode, type LocalizedText } from '@prepwell/contract';
import type { HazardEntry } from '@prepwell/content';
import type { Localized } from '../../db/tables/columns.js';

/**
 * One field of a small entry's `text_by_language` (`{en: {...}, ja: {...}}`) as the wire's
 * `{en: value, ja: value}`, languages in the supported order.
 */
export function pickLocalized<T, V>(
  byLanguage: Partial<Record<LanguageCode, T>> & { en: T },
  pick: (text: T) => V,
): Localized<V> {
  const out: Record<string, V> = {};
  for (const lang of LANGUAGE_CODES) {
    const text = byLanguage[lang];
    if (text !== undefined) out[lang] = pick(text);
  }
  return out as Localized<V>;
}

/**
 * One text of a hazard from its language files, `{en, es, …}`; a language whose file lacks the
 * text is left out (the client falls back to English).
 */
export function pickHazardText(
  entry: HazardEntry,
  pick: (text: NonNullable<HazardEntry['text'][LanguageCode]>) => string | undefined,
): LocalizedText {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGE_CODES) {
    const text = entry.text[lang];
    const value = text ? pick(text) : undefined;
    if (value) out[lang] = value;
  }
  return out as LocalizedText;
}

/**
 * The app's languages out of a pack's list (`machine_translated`): the pack may already hold
 * languages the app does not serve yet (ADR 036), and the wire carries only the app's.
 */
export function appLanguages(codes: readonly string[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => codes.includes(code));
}

/** Every pack icon is served under /public/icons/<folder>/<file>. */
export const ICON_BASE = '/public/icons/';

/** The public path of a pack icon. */
export const iconPath = (folder: string, file: string) => `${ICON_BASE}${folder}/${file}`;

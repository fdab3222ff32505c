import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  isLanguageCode,
  textDirection,
  type LanguageCode,
} from '@prepwell/contract';
import type { EmotionCache } from '@emotion/react';
import enCommon from '../locales/en/common.json';
import { STORAGE_KEYS, readStorage } from './storage';

export const NAMESPACES = ['common', 'pages', 'hazards'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** `used` as catalog names, with `common` (the shell's, read outside hooks too) always in. */
export const catalogsOf = (used: readonly string[]): Namespace[] =>
  NAMESPACES.filter((ns) => ns === 'common' || used.includes(ns));

/**
 * `<html lang>` and `dir` (right to left for Arabic, ADR 036), and the cookie that tells the
 * server which language to render pages in (it
 * mirrors `@language`; a year, this site only, never sent cross-site).
 */
function setLanguageCookie(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  if (!isLanguageCode(language)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language chosen in this browser session (`@language`), if any. */
export function sessionLanguage(): LanguageCode | undefined {
  const stored = readStorage('session', STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : undefined;
}

/** The language stored for this browser session, or English. */
export function storedLanguage(): LanguageCode {
  return sessionLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * i18next with English `common` bundled (the shell renders without waiting) and every other
 * catalog loaded on demand, so the home route's JavaScript stays within budget.
 */
export async function initI18n(language: LanguageCode = storedLanguage()) {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n
    .use(
      // A language written right to left loads its mirrored styles with its catalogs, so a switch
      // to it (which loads the catalogs first) never waits on them.
      resourcesToBackend((lng: string, ns: string) =>
        Promise.all([
          import(`../locales/${lng}/${ns}.json`) as Promise<unknown>,
          textDirection(lng) === 'rtl' ? loadRtlCache() : null,
        ]).then(([catalog]) => catalog),
      ),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: enCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  setLanguageCookie(language);
  i18n.on('languageChanged', (lng) => {
    setLanguageCookie(lng);
  });
  return i18n;
}

let rtlCache: EmotionCache | null = null;
let rtlCacheLoading: Promise<EmotionCache> | null = null;

/**
 * The emotion cache that mirrors every rule for a language written right to left, with its CSS
 * flipper (5 KB, ADR 036): loaded the first time a page is in such a language, before hydrating
 * it, and with the language's catalogs (see the backend above), so a switch never waits for it.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCacheLoading ??= import('./direction/rtl-cache').then((module) => (rtlCache = module.rtlCache));
  return rtlCacheLoading;
}

/** The right-to-left cache once loaded, else null. */
export const loadedRtlCache = (): EmotionCache | null => rtlCache;

export { i18n };

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@prepwell/contract';
import { fill, pickLanguage, requestLanguage, texts } from '../src/texts.js';
import { accountPage, escapeHtml, loginPage, signUpPage } from '../src/views.js';

/** The page's `<html>`: its language, and for Arabic, written right to left, its direction. */
const htmlTag = (lang: string) => `<html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>`;

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'locales');
const appTexts = (lang: string) => ({
  common: JSON.parse(readFileSync(join(locales, lang, 'common.json'), 'utf8')),
  pages: JSON.parse(readFileSync(join(locales, lang, 'pages.json'), 'utf8')),
});

/** Every key path of a catalog with its text. */
const entries = (catalog: object, prefix = ''): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );

describe('identity texts', () => {
  const english = new Map(entries(texts('en')));

  it.each(LANGUAGE_CODES)('%s has every English key, none empty, with the same placeholders', (lang) => {
    const catalog = new Map(entries(texts(lang)));
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of catalog) {
      expect(value.trim(), key).not.toBe('');
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('%s is translated, not English', (lang) => {
    const catalog = new Map(entries(texts(lang)));
    // Words that are the same in English: Spanish "Error", and the loanwords Vietnamese and
    // Tagalog speakers use ("Email", "Password").
    const sameWord: Record<string, string[]> = {
      es: ['errorPrefix'],
      vi: ['email'],
      tl: ['email', 'password', 'emailHeading', 'passwordHeading', 'errorPrefix'],
    };
    const same = [...catalog]
      .filter(([key, value]) => value === english.get(key) && !sameWord[lang]?.includes(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  it.each(LANGUAGE_CODES)(
    '%s uses the app’s own words for Log In, Create an Account, Log Out and Manage My Account',
    (lang) => {
      const { common, pages } = appTexts(lang);
      const t = texts(lang);
      expect(t.logIn).toBe(common.account.logIn);
      expect(t.createAccount).toBe(pages.account.createAccount);
      expect(t.logOut).toBe(pages.account.logOut);
      expect(t.manageAccount).toBe(pages.account.manageMyAccount);
      // The consent names the app's Terms of Service and Privacy Policy (Russian declines them).
      const terms = lang === 'ru' ? 'Условиями использования' : common.footer.terms;
      const privacy = lang === 'ru' ? 'Политикой конфиденциальности' : common.footer.privacy;
      expect(t.termsLink).toBe(terms);
      expect(t.privacyLink).toBe(privacy);
      expect(t.consent).toContain('{terms}');
      expect(t.consent).toContain('{privacy}');
    },
  );

  it('renders each page with the language attribute and the catalog’s words', () => {
    for (const lang of LANGUAGE_CODES) {
      const t = texts(lang);
      const login = loginPage({ lang, action: '/a', backHref: '/c', signUpHref: '/b' });
      expect(login).toContain(htmlTag(lang));
      expect(login).toContain(`<h1>${escapeHtml(t.logIn)}</h1>`);
      expect(login).toContain(`<a class="back" href="/c">${escapeHtml(t.backToApp)}</a>`);
      const signUp = signUpPage({
        lang,
        action: '/a',
        backHref: '/c',
        logInHref: '/b',
        termsHref: '/terms',
        privacyHref: '/privacy',
      });
      const [before = '', between = '', after = ''] = t.consent.split(/\{terms\}|\{privacy\}/);
      for (const part of [before, between, after]) expect(signUp).toContain(escapeHtml(part));
      expect(signUp).toContain(`<a href="/terms" target="_blank" rel="noopener">${escapeHtml(t.termsLink)}<`);
      const account = accountPage({
        lang,
        actionBase: '/identity/account',
        query: `?lang=${lang}`,
        account: { email: 'a@example.org', givenName: 'A', familyName: 'B' },
        backHref: '/settings/account',
      });
      expect(account).toContain(`<h1>${escapeHtml(t.manageAccount)}</h1>`);
      expect(account).toContain(escapeHtml(fill(t.signedInAs, { email: 'a@example.org' })));
    }
  });

  it('picks the language from ui_locales, ?lang= or Accept-Language', () => {
    expect(pickLanguage('ja-JP en')).toBe('ja');
    expect(pickLanguage('xx')).toBe('en');
    expect(requestLanguage('de', 'fr')).toBe('de');
    expect(requestLanguage(undefined, 'xx, ru;q=0.5, zh-CN;q=0.8')).toBe('zh');
    expect(requestLanguage('xx', 'es-MX,es;q=0.9')).toBe('es');
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(undefined, 'fr;q=0')).toBe('en');
  });
});

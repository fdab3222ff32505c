import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@prepwell/contract';

const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys with plural suffixes taken off, once each, sorted. */
const stems = (catalog: Record<string, string>) =>
  [...new Set(Object.keys(catalog).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(['common', 'pages', 'hazards'])('the %s catalog', (namespace) => {
  const english = flatten(catalogs[`../../locales/en/${namespace}.json`]);

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))(
    'in %s has every key and placeholder of English',
    (lang) => {
      const catalog = catalogs[`../../locales/${lang}/${namespace}.json`];
      expect(catalog, `locales/${lang}/${namespace}.json is missing`).toBeDefined();
      const translated = flatten(catalog);
      // Plural keys (`count_one`, `count_few`…) differ by language: compare their stems, then
      // require every form the language's plural rules use.
      expect(stems(translated)).toEqual(stems(english));
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const stem of stems(english).filter((key) => `${key}_other` in english)) {
        for (const category of categories) {
          expect(translated, `${lang}: ${stem}_${category}`).toHaveProperty([`${stem}_${category}`]);
        }
      }
      for (const [key, text] of Object.entries(translated)) {
        const source = english[key] ?? english[`${key.replace(PLURAL_SUFFIX, '')}_other`] ?? '';
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(source));
        expect(text.trim(), `${lang}:${key} is empty`).not.toBe('');
      }
    },
  );

  it('keeps the spec wording in English', () => {
    const text = Object.values(english).join('\n');
    if (namespace === 'common') {
      for (const phrase of [
        "Life comes with hazards. We'll help you adapt.",
        'Search hazards',
        'Preferred language changed to {{language}}.',
        'Unable to change preferred language to {{language}}.',
        'Downloading...',
      ]) {
        expect(text).toContain(phrase);
      }
    } else if (namespace === 'pages') {
      expect(text).toContain('To report a site issue, click or tap here.');
      expect(text).toContain('Select your language for the Hazard Guide and Prep Checks.');
    } else {
      for (const phrase of [
        "We couldn't find what you were looking for. Check your spelling or try another search term and let's search again!",
        'Request a Hazard',
        'Link copied!',
        'Copy Link',
        'View PDF',
        'Downloading hazard information in {{language}}.',
        'Information has been translated into {{language}}.',
        'Unable to translate information into {{language}}.',
        '{{hazard}} is not available in {{language}}. Defaulting to English.',
        'This page is blank!',
        'Show for:',
        'Provided By',
      ]) {
        expect(text).toContain(phrase);
      }
    }
  });
});

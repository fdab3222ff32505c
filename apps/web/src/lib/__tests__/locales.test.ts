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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(['common', 'pages'])('the %s catalog', (namespace) => {
  const english = flatten(catalogs[`../../locales/en/${namespace}.json`]);

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))(
    'in %s has every key and placeholder of English',
    (lang) => {
      const catalog = catalogs[`../../locales/${lang}/${namespace}.json`];
      expect(catalog, `locales/${lang}/${namespace}.json is missing`).toBeDefined();
      const translated = flatten(catalog);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(translated[key] ?? ''), `${lang}:${key}`).toEqual(placeholders(text));
        expect((translated[key] ?? '').trim(), `${lang}:${key} is empty`).not.toBe('');
      }
    },
  );

  it('keeps the spec wording in English', () => {
    const text = Object.values(english).join('\n');
    if (namespace === 'common') {
      for (const phrase of [
        "Life comes with hazards. We'll help you adapt.",
        'Search hazards',
        'Select your language for the Hazard Guide and Prep Checks.',
        'Preferred language changed to {{language}}.',
        'Unable to change preferred language to {{language}}.',
        'Downloading...',
      ]) {
        expect(text).toContain(phrase);
      }
    } else {
      expect(text).toContain('To report a site issue, click or tap here.');
    }
  });
});

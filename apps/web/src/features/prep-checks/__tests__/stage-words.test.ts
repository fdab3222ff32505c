import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, STAGES } from '@prepwell/contract';

const catalogs = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The value at a dotted path of a catalog. */
const at = (catalog: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], catalog);

/*
 * One set of stage words (issue 24 §4): the grid's columns and its tutorial use the hazard guide's
 * stage names (Prepare / React / Recover in English), never Before / During / After.
 */
describe.each(LANGUAGE_CODES)('in %s', (lang) => {
  const pages = catalogs[`../../../locales/${lang}/pages.json`];
  const hazards = catalogs[`../../../locales/${lang}/hazards.json`];

  it("names the grid's columns as the hazard guide names its stages", () => {
    for (const stage of STAGES) {
      const guide = at(hazards, `detail.stages.${stage}`);
      expect(typeof guide).toBe('string');
      expect(at(pages, `prepChecks.questionnaire.stages.${stage}`)).toBe(guide);
    }
  });

  it("the grid's tutorial names the same three stages", () => {
    const howTo = String(at(pages, 'prepChecks.questionnaire.howTo.TwoD_Grid_Placement'));
    for (const stage of STAGES) expect(howTo).toContain(String(at(hazards, `detail.stages.${stage}`)));
  });

  it('has no "Go to Next Question" link any more', () => {
    expect(at(pages, 'prepChecks.questionnaire.goToNext')).toBeUndefined();
  });
});

import type { CrisisIntent, CrisisOptionFile } from '@prepwell/content';
import type { crisisIntents, crisisOptions } from '../../db/schema.js';
import { contentHashOf, type DatedRow } from './date-modified.js';
import { appLanguages, iconPath, pickLocalized } from './localize.js';

export type CrisisOptionRow = Omit<typeof crisisOptions.$inferInsert, 'dateModified'> & {
  id: number;
  contentHash: string;
};

/**
 * A crisis support option's row from its file. `regionIdBySlug` (region slug → id) places a LOCAL
 * option in the region its file names.
 */
export function mapCrisisOption(
  option: CrisisOptionFile,
  regionIdBySlug: ReadonlyMap<string, number>,
): DatedRow<CrisisOptionRow> {
  // NOTE: `region` decides who is answered the option, not what they read, so it is left out of
  // the content hash like `date_modified` (ADR 011): linking the sample options to their regions,
  // or moving one, does not re-date it.
  // `search_terms` decide who finds the option, not what they read: also left out of the hash.
  const { date_modified: dateInFile, region, ...content } = option;
  const texts = option.text_by_language;
  const shown = Object.fromEntries(
    Object.entries(texts).map(([lang, { search_terms: _terms, ...text }]) => [lang, text]),
  );
  return {
    dateInFile,
    row: {
      id: option.id,
      slug: option.slug,
      scope: option.scope,
      areaId: region === undefined ? null : (regionIdBySlug.get(region) ?? null),
      priority: option.priority,
      iconSrc: iconPath('crisis', option.icon),
      iconAlt: pickLocalized(texts, (t) => t.icon_alt),
      title: pickLocalized(texts, (t) => t.title),
      subheader: pickLocalized(texts, (t) => t.subheader),
      alwaysAvailable: option.always_available,
      hours: option.always_available ? null : pickLocalized(texts, (t) => t.hours ?? ''),
      phone: option.phone,
      isTextLine: option.is_text_line,
      textNumber: option.text?.number ?? null,
      textKeyword: option.text?.keyword ?? null,
      link: option.link,
      examples: pickLocalized(texts, (t) => t.examples),
      whoTheyHelp: pickLocalized(texts, (t) => t.who_they_help),
      details: pickLocalized(texts, (t) => t.details),
      searchTerms: pickLocalized(texts, (t) => t.search_terms ?? []),
      filters: option.filters,
      hazards: option.hazards,
      sample: option.sample,
      verifiedSource: option.verified.source,
      verifiedOn: option.verified.checked,
      machineTranslated: appLanguages(option.machine_translated),
      contentHash: contentHashOf({ ...content, text_by_language: shown }),
    },
  };
}

/**
 * The crisis intents' rows: each line's slug becomes its option id (the validator has checked
 * every slug names an option), the table's order its position.
 */
export function mapCrisisIntents(
  intents: readonly CrisisIntent[],
  options: readonly CrisisOptionFile[],
): (typeof crisisIntents.$inferInsert)[] {
  const idBySlug = new Map(options.map((option) => [option.slug, option.id]));
  return intents.map((intent, position) => ({
    key: intent.key,
    position,
    optionIds: intent.lines.flatMap((slug) => idBySlug.get(slug) ?? []),
    phrases: pickLocalized(intent.text_by_language, (t) => t.phrases),
  }));
}

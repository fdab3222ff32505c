import type {
  CrisisSupportOption,
  CrisisSupportResponse,
  LocalizedList,
  LocalizedText,
} from '@prepwell/contract';
import { DEFAULT_DATE_MODIFIED } from '@prepwell/content';
import { onlyLanguages, type LanguageChoice } from '../../lib/guide/guide.js';
import type { CrisisIntentRow, CrisisOptionRow } from './repository.js';

/**
 * Whether a reader in `areaIds` (from `Guide.areasAt`; none without a point) is answered an
 * option: every NATIONAL one, and a LOCAL one only when its region is one of the reader's areas.
 */
export function isAnsweredTo(option: CrisisOptionRow, areaIds: readonly number[]): boolean {
  return option.scope !== 'LOCAL' || (option.areaId !== null && areaIds.includes(option.areaId));
}

/**
 * The order the page shows (spec §2: local before national, then priority, then title), with
 * English titles and then ids breaking ties, so every replica answers the same bytes.
 */
export function compareForAnswer(a: CrisisOptionRow, b: CrisisOptionRow): number {
  return (
    Number(b.scope === 'LOCAL') - Number(a.scope === 'LOCAL') ||
    a.priority - b.priority ||
    a.title.en.localeCompare(b.title.en, 'en') ||
    a.id - b.id
  );
}

/**
 * A row as the wire's option: every field of the spec's entity, texts in every language, or in
 * English and the chosen ones (`?lang=`).
 */
export function toCrisisSupportOption(
  row: CrisisOptionRow,
  languages: LanguageChoice = 'all',
): CrisisSupportOption {
  const text = (value: LocalizedText) => onlyLanguages(value, languages) as LocalizedText;
  const list = (value: CrisisOptionRow['examples']) => onlyLanguages(value, languages) as LocalizedList;
  return {
    id: row.id,
    title: text(row.title),
    subheader: text(row.subheader),
    priority: row.priority,
    icon: { src: row.iconSrc, alt: text(row.iconAlt) },
    always_available: row.alwaysAvailable,
    hours: row.hours ? text(row.hours) : null,
    phone: row.phone,
    is_text_line: row.isTextLine,
    text_number: row.textNumber,
    text_keyword: row.textKeyword,
    link: row.link,
    examples: list(row.examples),
    who_they_help: list(row.whoTheyHelp),
    details: text(row.details),
    search_terms: list(row.searchTerms),
    filters: row.filters,
    hazards: row.hazards,
    scope: row.scope,
    sample: row.sample,
  };
}

/**
 * `GET /public/crisis-support-option` for a reader in `areaIds`: the options answered to them in
 * the page's order, the crisis intents naming only those options (ADR 024), and the newest
 * `date_modified` among them (the spec's default, February 2022, should none be answered).
 */
export function crisisSupportFor(
  rows: readonly CrisisOptionRow[],
  areaIds: readonly number[],
  languages: LanguageChoice = 'all',
  intents: readonly CrisisIntentRow[] = [],
): CrisisSupportResponse {
  const answered = rows.filter((row) => isAnsweredTo(row, areaIds)).sort(compareForAnswer);
  const newest = answered.reduce(
    (latest, row) => (row.dateModified > latest ? row.dateModified : latest),
    new Date(`${DEFAULT_DATE_MODIFIED.crisisOption}T00:00:00.000Z`),
  );
  const answeredIds = new Set(answered.map((row) => row.id));
  return {
    alternatives: answered.map((row) => toCrisisSupportOption(row, languages)),
    intents: intents
      .slice()
      .sort((a, b) => a.position - b.position)
      .map((intent) => ({
        key: intent.key,
        option_ids: intent.optionIds.filter((id) => answeredIds.has(id)),
        phrases: onlyLanguages(intent.phrases, languages) as LocalizedList,
      }))
      .filter((intent) => intent.option_ids.length > 0),
    date_modified: newest.toISOString(),
  };
}

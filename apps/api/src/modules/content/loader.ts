import { createHash } from 'node:crypto';
import { and, desc, getTableColumns, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  LANGUAGE_CODES,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
  type LocalizedText,
} from '@prepwell/contract';
import type { Area, ContentPack, HazardEntry } from '@prepwell/content';
import type { Database } from '../../db/client.js';
import {
  badges,
  contentBlocks,
  contentVersions,
  creators,
  crisisOptions,
  emergencyItems,
  hazards,
  journeyPhases,
  languages,
  options,
  prepChecks,
  questions,
  localContent,
  sponsorAreas,
  sponsors,
  type QuestionResults,
} from '../../db/schema.js';

/** The bounding box of a GeoJSON area, for a quick first test before point-in-polygon. */
function boundsOf(area: Area) {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  const points = polygons.flat(2);
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

export interface LoadResult {
  /** The content version after the load. */
  version: number;
  /** False when the pack was identical to the last load and nothing was written. */
  changed: boolean;
  summary: Record<string, number>;
}

export class ContentPackError extends Error {
  constructor(public readonly problems: ContentPack['problems']) {
    super(
      `The content pack has ${problems.length} problem(s):\n` +
        problems.map((p) => `  - ${p.file}: ${p.message}`).join('\n'),
    );
    this.name = 'ContentPackError';
  }
}

export const HAZARD_ICON_BASE = '/public/icons/hazards/';
/** Every icon of the pack is served under /public/icons/<folder>/<file>. */
export const ICON_BASE = '/public/icons/';

/** Build `{en, es, …}` from the languages that have text, English first. */
function localized(
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

/** `{en: {...}, ja: {...}}` of an entry's texts → `{en: value, ja: value}` for one field. */
function field<T, V>(byLanguage: Partial<Record<LanguageCode, T>> & { en: T }, pick: (text: T) => V) {
  const out: Record<string, V> = {};
  for (const lang of LANGUAGE_CODES) {
    const text = byLanguage[lang];
    if (text !== undefined) out[lang] = pick(text);
  }
  return out as Partial<Record<string, V>> & { en: V };
}

function checksumOf(pack: ContentPack): string {
  const { dir: _dir, problems: _problems, ...content } = pack;
  return createHash('sha256')
    .update(JSON.stringify({ content, languages: SUPPORTED_LANGUAGES }))
    .digest('hex');
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Insert or update rows by id, then archive (never delete) rows of the table that left the pack,
 * and un-archive those that came back.
 */
async function upsertById<T extends PgTable & { id: PgColumn; archivedAt: PgColumn }>(
  tx: Tx,
  table: T,
  rows: Record<string, unknown>[],
) {
  if (rows.length > 0) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const set: Record<string, SQL> = {};
    for (const key of Object.keys(rows[0] ?? {})) {
      const column = columns[key];
      if (key !== 'id' && column) set[key] = sql.raw(`excluded."${column.name}"`);
    }
    set.archivedAt = sql`null`;
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target: table.id, set: set as never });
  }
  const ids = rows.map((row) => row.id as number);
  await tx
    .update(table)
    .set({ archivedAt: new Date() } as never)
    .where(and(isNull(table.archivedAt), ids.length > 0 ? notInArray(table.id, ids) : undefined));
}

/**
 * Load a validated content pack into the database, idempotently: rows are upserted by the ids
 * in the files, content that left the pack is archived (never deleted, never renumbered), and a
 * new content version is recorded only when something changed.
 */
export async function loadContent(db: Database, pack: ContentPack): Promise<LoadResult> {
  if (pack.problems.length > 0) throw new ContentPackError(pack.problems);
  const checksum = checksumOf(pack);
  const [latest] = await db.select().from(contentVersions).orderBy(desc(contentVersions.id)).limit(1);
  if (latest && latest.checksum === checksum) {
    return { version: latest.id, changed: false, summary: latest.summary };
  }

  const questionRows = pack.prepChecks.flatMap((check) =>
    check.questions.map((question, position) => ({
      id: question.id,
      prepCheckId: check.id,
      position,
      questionType: question.question_type,
      aspect: question.aspect,
      icon: `${ICON_BASE}questions/${question.icon}`,
      linkToEmergencyItems: question.link_to_emergency_items,
      name: field(question.text_by_language, (t) => t.name),
      question: field(question.text_by_language, (t) => t.question),
      instructions: field(question.text_by_language, (t) => t.instructions),
      explainerText: field(question.text_by_language, (t) => t.explainer_text),
      results: field(question.text_by_language, (t) => t.results) as QuestionResults,
    })),
  );
  const optionRows = pack.prepChecks.flatMap((check) =>
    check.questions.flatMap((question) =>
      question.options.map((option, position) => ({
        id: option.id,
        questionId: question.id,
        position,
        weight: option.weight,
        bestStage: option.best_stage ?? null,
        emergencyItemId: option.emergency_item_id ?? null,
        text: field(option.text_by_language, (t) => t.text),
        explainerText: field(option.text_by_language, (t) => t.explainer_text),
      })),
    ),
  );
  const blockCount = pack.hazards.reduce((n, h) => n + h.file.blocks.length, 0);
  const summary = {
    languages: SUPPORTED_LANGUAGES.length,
    hazards: pack.hazards.length,
    contentBlocks: blockCount,
    crisisOptions: pack.crisisOptions.length,
    emergencyItems: pack.emergencyItems.length,
    prepChecks: pack.prepChecks.length,
    questions: questionRows.length,
    options: optionRows.length,
    badges: pack.progress?.badges.length ?? 0,
    journeyPhases: pack.progress?.journey_phases.length ?? 0,
    regions: pack.regions.length,
    sponsors: pack.regions.reduce((n, r) => n + r.sponsors.length, 0),
    localContent: pack.regions.reduce((n, r) => n + r.local_content.length, 0),
  };

  const version = await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(SUPPORTED_LANGUAGES.map((l, position) => ({ code: l.value, title: l.title, position })))
      .onConflictDoUpdate({
        target: languages.code,
        set: { title: sql`excluded.title`, position: sql`excluded.position` },
      });

    // Parents before children, so references resolve.
    await upsertById(
      tx,
      creators,
      pack.regions.flatMap((region) =>
        region.creators.map((creator) => ({
          id: creator.id,
          name: field(creator.text_by_language, (t) => t.name),
          logoSrc: `${ICON_BASE}local/${creator.logo}`,
          logoAlt: field(creator.text_by_language, (t) => t.logo_alt),
          link: creator.link ?? null,
        })),
      ),
    );
    await upsertById(
      tx,
      hazards,
      pack.hazards.map((entry) => {
        const { file, text } = entry;
        const tags: Record<string, string[]> = {};
        for (const lang of LANGUAGE_CODES) {
          const langText = text[lang];
          if (langText) tags[lang] = langText.tags;
        }
        return {
          id: file.id,
          slug: file.slug,
          name: localized(entry, (t) => t.name),
          description: localized(entry, (t) => t.description),
          tags,
          iconSrc: `${HAZARD_ICON_BASE}${file.icon}`,
          category: file.category,
          topics: file.topics,
          types: file.types,
          filters: file.filters,
          defaultStage: file.default_stage,
          translations: LANGUAGE_CODES.filter((lang) => text[lang]),
          machineTranslated: LANGUAGE_CODES.filter((lang) => text[lang]?.translation === 'machine'),
          sources: file.sources,
          dateModified: new Date(),
        };
      }),
    );
    await upsertById(
      tx,
      contentBlocks,
      pack.hazards.flatMap((entry) =>
        entry.file.blocks.map((block) => {
          const key = String(block.id);
          return {
            id: block.id,
            hazardId: entry.file.id,
            type: block.type,
            stage: block.stage,
            priority: block.priority,
            critical: block.critical,
            title: localized(entry, (t) => t.blocks[key]?.title),
            header: localized(entry, (t) => t.blocks[key]?.header),
            body: localized(entry, (t) => t.blocks[key]?.body),
            toggles: block.toggles,
          };
        }),
      ),
    );
    await upsertById(
      tx,
      crisisOptions,
      pack.crisisOptions.map((option) => ({
        id: option.id,
        slug: option.slug,
        scope: option.scope,
        priority: option.priority,
        iconSrc: `${ICON_BASE}crisis/${option.icon}`,
        iconAlt: field(option.text_by_language, (t) => t.icon_alt),
        title: field(option.text_by_language, (t) => t.title),
        subheader: field(option.text_by_language, (t) => t.subheader),
        alwaysAvailable: option.always_available,
        hours: option.always_available ? null : field(option.text_by_language, (t) => t.hours ?? ''),
        phone: option.phone,
        isTextLine: option.is_text_line,
        textNumber: option.text?.number ?? null,
        textKeyword: option.text?.keyword ?? null,
        link: option.link,
        examples: field(option.text_by_language, (t) => t.examples),
        whoTheyHelp: field(option.text_by_language, (t) => t.who_they_help),
        details: field(option.text_by_language, (t) => t.details),
        filters: option.filters,
        hazards: option.hazards,
        sample: option.sample,
        verifiedSource: option.verified.source,
        verifiedOn: option.verified.checked,
        machineTranslated: option.machine_translated,
        dateModified: new Date(),
      })),
    );
    await upsertById(
      tx,
      emergencyItems,
      pack.emergencyItems.map((item) => ({
        id: item.id,
        slug: item.slug,
        name: field(item.text_by_language, (t) => t.name),
        description: field(item.text_by_language, (t) => t.description),
        machineTranslated: item.machine_translated,
      })),
    );
    await upsertById(
      tx,
      prepChecks,
      pack.prepChecks.map((check) => ({
        id: check.id,
        slug: check.slug,
        hazardId: check.hazard_id,
        scope: check.scope,
        filters: check.filters,
        lightIcon: `${ICON_BASE}prep-checks/${check.light_icon}`,
        darkIcon: `${ICON_BASE}prep-checks/${check.dark_icon}`,
        title: field(check.text_by_language, (t) => t.title),
        iconAlt: field(check.text_by_language, (t) => t.icon_alt),
        machineTranslated: check.machine_translated,
      })),
    );
    await upsertById(tx, questions, questionRows);
    await upsertById(tx, options, optionRows);
    await upsertById(
      tx,
      badges,
      (pack.progress?.badges ?? []).map((badge) => ({
        id: badge.id,
        level: badge.level,
        icon: `${ICON_BASE}progress/${badge.icon}`,
        name: field(badge.text_by_language, (t) => t.name),
        awardText: field(badge.text_by_language, (t) => t.award_text),
        iconAlt: field(badge.text_by_language, (t) => t.icon_alt),
      })),
    );
    await upsertById(
      tx,
      journeyPhases,
      (pack.progress?.journey_phases ?? []).map((phase) => ({
        id: phase.id,
        minCompleted: phase.min_completed,
        minAverageScore: phase.min_average_score,
        icon: `${ICON_BASE}progress/${phase.icon}`,
        name: field(phase.text_by_language, (t) => t.name),
        subcopy: field(phase.text_by_language, (t) => t.subcopy),
        awardText: field(phase.text_by_language, (t) => t.award_text),
        iconAlt: field(phase.text_by_language, (t) => t.icon_alt),
      })),
    );

    await upsertById(
      tx,
      sponsorAreas,
      pack.regions.map((region) => ({
        id: region.id,
        slug: region.slug,
        name: field(region.text_by_language, (t) => t.name),
        sample: region.sample,
        area: region.area,
        ...boundsOf(region.area),
      })),
    );
    await upsertById(
      tx,
      sponsors,
      pack.regions.flatMap((region) =>
        region.sponsors.map((sponsor) => ({
          id: sponsor.id,
          slug: sponsor.slug,
          areaId: region.id,
          name: field(sponsor.text_by_language, (t) => t.name),
          message: field(sponsor.text_by_language, (t) => t.message),
          logoSrc: `${ICON_BASE}local/${sponsor.logo}`,
          logoAlt: field(sponsor.text_by_language, (t) => t.logo_alt),
          link: sponsor.link,
          extraLinks: sponsor.extra_links.map((extra) => ({
            link: extra.link,
            name: field(extra.text_by_language, (t) => t.name),
          })),
          hazards: sponsor.hazards,
          machineTranslated: sponsor.machine_translated,
        })),
      ),
    );
    await upsertById(
      tx,
      localContent,
      pack.regions.flatMap((region) =>
        region.local_content.map((item) => ({
          id: item.id,
          areaId: region.id,
          hazardId: item.hazard_id,
          stage: item.stage,
          blockId: item.block_id ?? null,
          creatorId: item.creator_id,
          body: field(item.text_by_language, (t) => t.body),
          machineTranslated: item.machine_translated,
        })),
      ),
    );

    const [row] = await tx
      .insert(contentVersions)
      .values({ checksum, summary })
      .returning({ id: contentVersions.id });
    if (!row) throw new Error('content version insert returned no row');
    return row.id;
  });
  return { version, changed: true, summary };
}

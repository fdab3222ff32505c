import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { SUPPORTED_LANGUAGES } from '@prepwell/contract';
import { DEFAULT_DATE_MODIFIED, type ContentPack } from '@prepwell/content';
import type { Database } from '../../db/client.js';
import {
  badges,
  contentBlocks,
  contentVersions,
  creators,
  crisisIntents,
  crisisOptions,
  emergencyItems,
  hazards,
  journeyPhases,
  languages,
  localContent,
  options,
  prepChecks,
  questions,
  sponsorAreas,
  sponsors,
} from '../../db/schema.js';
import { withDateModified } from './date-modified.js';
import { ICON_BASE } from './localize.js';
import { mapPack, summarize } from './map-pack.js';
import { readStoredDates, upsertById } from './upsert.js';

export { ICON_BASE };
export const HAZARD_ICON_BASE = `${ICON_BASE}hazards/`;

export interface LoadResult {
  /** The content version after the load. */
  version: number;
  /** False when the pack was identical to the last load and nothing was written. */
  changed: boolean;
  summary: Record<string, number>;
}

export interface LoadOptions {
  /** The load time: `date_modified` of rows whose content changed (tests pass a fixed one). */
  now?: Date;
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

/**
 * The version of the mapping from files to rows. Bump it when the loader starts writing
 * something new from files that did not change, so the next start loads an unchanged pack again
 * (2: a LOCAL hazard's region in `hazards.area_id`, and non-geo sponsors; 3: a LOCAL crisis
 * option's region in `crisis_options.area_id`; 4: crisis options' search terms and the crisis intents).
 */
const MAPPING_VERSION = 4;

function checksumOf(pack: ContentPack): string {
  const { dir: _dir, problems: _problems, ...content } = pack;
  return createHash('sha256')
    .update(JSON.stringify({ content, languages: SUPPORTED_LANGUAGES, mapping: MAPPING_VERSION }))
    .digest('hex');
}

/**
 * Load a validated content pack into the database, idempotently: rows are upserted by the ids
 * in the files, content that left the pack is archived (never deleted, never renumbered), and a
 * new content version is recorded only when something changed. `date_modified` follows ADR 011.
 */
export async function loadContent(
  db: Database,
  pack: ContentPack,
  { now = new Date() }: LoadOptions = {},
): Promise<LoadResult> {
  if (pack.problems.length > 0) throw new ContentPackError(pack.problems);
  const checksum = checksumOf(pack);
  const [latest] = await db.select().from(contentVersions).orderBy(desc(contentVersions.id)).limit(1);
  if (latest && latest.checksum === checksum) {
    return { version: latest.id, changed: false, summary: latest.summary };
  }

  const rows = mapPack(pack);
  const summary = summarize(rows);
  const version = await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(rows.languages)
      .onConflictDoUpdate({
        target: languages.code,
        set: { title: sql`excluded.title`, position: sql`excluded.position` },
      });
    // Parents before children, so references resolve (a LOCAL hazard or crisis option points at
    // its area).
    await upsertById(tx, creators, rows.creators);
    await upsertById(tx, sponsorAreas, rows.sponsorAreas);
    const storedHazards = await readStoredDates(tx, hazards);
    await upsertById(
      tx,
      hazards,
      withDateModified(rows.hazards, storedHazards, now, DEFAULT_DATE_MODIFIED.hazard),
    );
    await upsertById(tx, contentBlocks, rows.contentBlocks);
    const storedOptions = await readStoredDates(tx, crisisOptions);
    await upsertById(
      tx,
      crisisOptions,
      withDateModified(rows.crisisOptions, storedOptions, now, DEFAULT_DATE_MODIFIED.crisisOption),
    );
    // Intents are replaced whole: nothing a user saved points at one.
    await tx.delete(crisisIntents);
    if (rows.crisisIntents.length > 0) await tx.insert(crisisIntents).values(rows.crisisIntents);
    await upsertById(tx, emergencyItems, rows.emergencyItems);
    await upsertById(tx, prepChecks, rows.prepChecks);
    await upsertById(tx, questions, rows.questions);
    await upsertById(tx, options, rows.options);
    await upsertById(tx, badges, rows.badges);
    await upsertById(tx, journeyPhases, rows.journeyPhases);
    await upsertById(tx, sponsors, rows.sponsors);
    await upsertById(tx, localContent, rows.localContent);

    const [row] = await tx
      .insert(contentVersions)
      .values({ checksum, summary })
      .returning({ id: contentVersions.id });
    if (!row) throw new Error('content version insert returned no row');
    return row.id;
  });
  return { version, changed: true, summary };
}

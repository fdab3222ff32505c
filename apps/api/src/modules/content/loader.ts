import { createHash } from 'node:crypto';
import { and, desc, isNull, notInArray, sql } from 'drizzle-orm';
import {
  LANGUAGE_CODES,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
  type LocalizedText,
} from '@prepwell/contract';
import type { ContentPack, HazardEntry } from '@prepwell/content';
import type { Database } from '../../db/client.js';
import { contentBlocks, contentVersions, hazards, languages } from '../../db/schema.js';

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

/** Build `{en, es, …}` from the languages that have text, English always first. */
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

export const HAZARD_ICON_BASE = '/public/icons/hazards/';

function checksumOf(pack: ContentPack): string {
  return createHash('sha256')
    .update(JSON.stringify({ hazards: pack.hazards, languages: SUPPORTED_LANGUAGES }))
    .digest('hex');
}

/**
 * Load a validated content pack into the database, idempotently: rows are upserted by their
 * ids from the files, content that left the pack is archived (never deleted, never renumbered),
 * and a new content version is recorded only when something changed.
 */
export async function loadContent(db: Database, pack: ContentPack): Promise<LoadResult> {
  if (pack.problems.length > 0) throw new ContentPackError(pack.problems);
  const checksum = checksumOf(pack);
  const [latest] = await db.select().from(contentVersions).orderBy(desc(contentVersions.id)).limit(1);
  if (latest && latest.checksum === checksum) {
    return { version: latest.id, changed: false, summary: latest.summary };
  }

  const summary = {
    languages: SUPPORTED_LANGUAGES.length,
    hazards: pack.hazards.length,
    contentBlocks: pack.hazards.reduce((n, h) => n + h.file.blocks.length, 0),
  };

  const version = await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(SUPPORTED_LANGUAGES.map((l, position) => ({ code: l.value, title: l.title, position })))
      .onConflictDoUpdate({
        target: languages.code,
        set: { title: sql`excluded.title`, position: sql`excluded.position` },
      });

    const hazardRows = pack.hazards.map((entry) => {
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
        archivedAt: null,
      };
    });
    if (hazardRows.length > 0) {
      await tx
        .insert(hazards)
        .values(hazardRows)
        .onConflictDoUpdate({
          target: hazards.id,
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            tags: sql`excluded.tags`,
            iconSrc: sql`excluded.icon_src`,
            category: sql`excluded.category`,
            topics: sql`excluded.topics`,
            types: sql`excluded.types`,
            filters: sql`excluded.filters`,
            defaultStage: sql`excluded.default_stage`,
            translations: sql`excluded.translations`,
            machineTranslated: sql`excluded.machine_translated`,
            sources: sql`excluded.sources`,
            dateModified: sql`excluded.date_modified`,
            archivedAt: sql`null`,
          },
        });
    }

    const blockRows = pack.hazards.flatMap((entry) =>
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
          archivedAt: null,
        };
      }),
    );
    if (blockRows.length > 0) {
      await tx
        .insert(contentBlocks)
        .values(blockRows)
        .onConflictDoUpdate({
          target: contentBlocks.id,
          set: {
            hazardId: sql`excluded.hazard_id`,
            type: sql`excluded.type`,
            stage: sql`excluded.stage`,
            priority: sql`excluded.priority`,
            critical: sql`excluded.critical`,
            title: sql`excluded.title`,
            header: sql`excluded.header`,
            body: sql`excluded.body`,
            toggles: sql`excluded.toggles`,
            archivedAt: sql`null`,
          },
        });
    }

    // Retire what left the pack: archived, never deleted, so bookmarks and links keep working.
    const hazardIds = hazardRows.map((h) => h.id);
    const blockIds = blockRows.map((b) => b.id);
    await tx
      .update(hazards)
      .set({ archivedAt: new Date() })
      .where(
        and(isNull(hazards.archivedAt), hazardIds.length ? notInArray(hazards.id, hazardIds) : undefined),
      );
    await tx
      .update(contentBlocks)
      .set({ archivedAt: new Date() })
      .where(
        and(
          isNull(contentBlocks.archivedAt),
          blockIds.length ? notInArray(contentBlocks.id, blockIds) : undefined,
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

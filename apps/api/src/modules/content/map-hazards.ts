import { LANGUAGE_CODES } from '@prepwell/contract';
import type { HazardEntry } from '@prepwell/content';
import type { contentBlocks, hazards } from '../../db/schema.js';
import { contentHashOf, type DatedRow } from './date-modified.js';
import { iconPath, pickHazardText } from './localize.js';

export type HazardRow = Omit<typeof hazards.$inferInsert, 'dateModified'> & {
  id: number;
  contentHash: string;
};
export type ContentBlockRow = typeof contentBlocks.$inferInsert;

/**
 * A hazard's row from its `hazard.yaml` and language files. `regionOfCreator` (creator id →
 * region id) places a LOCAL hazard in its creator's region.
 */
export function mapHazard(
  entry: HazardEntry,
  regionOfCreator: ReadonlyMap<number, number>,
): DatedRow<HazardRow> {
  const { file, text } = entry;
  const { date_modified: dateInFile, ...content } = file;
  const tags: Record<string, string[]> = {};
  for (const lang of LANGUAGE_CODES) {
    const langText = text[lang];
    if (langText) tags[lang] = langText.tags;
  }
  return {
    dateInFile,
    row: {
      id: file.id,
      slug: file.slug,
      name: pickHazardText(entry, (t) => t.name),
      description: pickHazardText(entry, (t) => t.description),
      tags,
      iconSrc: iconPath('hazards', file.icon),
      category: file.category,
      topics: file.topics,
      types: file.types,
      filters: file.filters,
      defaultStage: file.default_stage,
      local: file.local,
      creatorId: file.creator ?? null,
      // NOTE: derived, not written in hazard.yaml: a second `region:` field could disagree with
      // the creator's region, and the validator already ties every LOCAL hazard to a creator of
      // exactly one region (packages/content/README.md, "A LOCAL hazard's region").
      areaId: file.local && file.creator !== undefined ? (regionOfCreator.get(file.creator) ?? null) : null,
      translations: LANGUAGE_CODES.filter((lang) => text[lang]),
      machineTranslated: LANGUAGE_CODES.filter((lang) => text[lang]?.translation === 'machine'),
      sources: file.sources,
      // The hazard's own files: its structure, blocks and every language's text.
      contentHash: contentHashOf({ file: content, text }),
    },
  };
}

/** A hazard's content blocks, each with its text in every language the hazard has. */
export function mapContentBlocks(entry: HazardEntry): ContentBlockRow[] {
  return entry.file.blocks.map((block) => {
    const key = String(block.id);
    return {
      id: block.id,
      hazardId: entry.file.id,
      type: block.type,
      stage: block.stage,
      priority: block.priority,
      critical: block.critical,
      title: pickHazardText(entry, (t) => t.blocks[key]?.title),
      header: pickHazardText(entry, (t) => t.blocks[key]?.header),
      body: pickHazardText(entry, (t) => t.blocks[key]?.body),
      toggles: block.toggles,
      icon: block.icon ? iconPath('blocks', block.icon) : null,
      image: block.image
        ? {
            src: iconPath('blocks', block.image.src),
            alt: pickHazardText(entry, (t) => t.blocks[key]?.image_alt),
          }
        : null,
      local: block.local,
      creatorId: block.creator ?? null,
      importantSources: block.important_sources,
    };
  });
}

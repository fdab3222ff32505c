import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { z } from 'zod';
import { LANGUAGE_CODES } from '@prepwell/contract';
import { PACK_LANGUAGE_CODES, type PackLanguageCode } from './constants.js';
import type { ContentPack, HazardEntry, PackProblem } from './pack-types.js';
import { alertEventsFileSchema, type AlertEventMapping } from './schema/alert-event.js';
import { crisisIntentsFileSchema } from './schema/crisis-intent.js';
import { crisisOptionFileSchema } from './schema/crisis-option.js';
import { emergencyItemsFileSchema } from './schema/emergency-item.js';
import { hazardFileSchema, hazardTextFileSchema } from './schema/hazard.js';
import { prepCheckFileSchema } from './schema/prep-check.js';
import { progressFileSchema } from './schema/progress.js';
import { reviewFileSchema } from './schema/review.js';
import { regionFileSchema, sponsorSchema } from './schema/local.js';
import { checkPack, type IconSet } from './validate/index.js';
import { checkPackMarkdown } from './validate/markdown.js';
import { checkPackTranslations } from './validate/translation-consistency.js';

export type { ContentPack, HazardEntry, PackProblem } from './pack-types.js';

/**
 * The pack shipped in this package: found through the package's name, so it is the same folder
 * whether this module runs from its source or bundled into the server (apps/api/dist).
 */
export const DEFAULT_PACK_DIR = dirname(
  createRequire(import.meta.url).resolve('@prepwell/content/package.json'),
);

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name));
}

function readYaml<T>(path: string, schema: z.ZodType<T>, problems: PackProblem[]): T | undefined {
  let raw: unknown;
  try {
    // js-yaml with YAML 1.2's core schema (dates stay strings): the same values as the `yaml`
    // package on every file of the packs, in a fifth of the time (most of the server's start).
    raw = load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA, filename: path });
  } catch (error) {
    problems.push({ file: path, message: `not valid YAML: ${(error as Error).message}` });
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({ file: path, message: `${issue.path.join('.') || '(root)'}: ${issue.message}` });
    }
    return undefined;
  }
  return result.data;
}

/**
 * The pack's `alert-events.yaml`, which hazard each kind of official alert leads to (ADR 034); none
 * when the pack has no such file. The API's alerts read it from CONTENT_DIR, as the icons are.
 */
export function readAlertEvents(dir: string, problems: PackProblem[] = []): AlertEventMapping[] {
  const path = join(dir, 'alert-events.yaml');
  return existsSync(path) ? (readYaml(path, alertEventsFileSchema, problems)?.hazards ?? []) : [];
}

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Read and validate a content pack. Never throws for bad content: every problem found is
 * listed in `problems`, so the validator can report all of them at once. `markdown: false` skips
 * the authoring checks, as the server does at start: the markdown of bodies (checkPackMarkdown)
 * and every translation against its English (checkPackTranslations, over a second of the
 * server's start with the shipped pack).
 */
export function readContentPack(
  dir: string = DEFAULT_PACK_DIR,
  { markdown = true }: { markdown?: boolean } = {},
): ContentPack {
  const problems: PackProblem[] = [];
  const hazards: HazardEntry[] = [];
  const hazardsDir = join(dir, 'hazards');
  for (const slug of listDirs(hazardsDir)) {
    const folder = join(hazardsDir, slug);
    const file = readYaml(join(folder, 'hazard.yaml'), hazardFileSchema, problems);
    if (!file) continue;
    if (file.slug !== slug) {
      problems.push({ file: folder, message: `slug ${file.slug} does not match its folder` });
    }
    const text: HazardEntry['text'] = {};
    for (const lang of PACK_LANGUAGE_CODES) {
      const path = join(folder, `${lang}.yaml`);
      if (!existsSync(path)) continue;
      const parsed = readYaml(path, hazardTextFileSchema, problems);
      if (parsed) text[lang] = parsed;
    }
    const reviewPath = join(folder, 'review.yaml');
    const review = existsSync(reviewPath) ? readYaml(reviewPath, reviewFileSchema, problems) : undefined;
    hazards.push({ file, text, ...(review ? { review } : {}) });
  }

  const crisisOptions = listYaml(join(dir, 'crisis-options')).flatMap((path) => {
    const option = readYaml(path, crisisOptionFileSchema, problems);
    return option ? [option] : [];
  });
  const intentsPath = join(dir, 'crisis-intents.yaml');
  const crisisIntents = existsSync(intentsPath)
    ? (readYaml(intentsPath, crisisIntentsFileSchema, problems)?.intents ?? [])
    : [];
  const itemsPath = join(dir, 'emergency-items.yaml');
  const emergencyItems = existsSync(itemsPath)
    ? (readYaml(itemsPath, emergencyItemsFileSchema, problems)?.items ?? [])
    : [];
  const prepChecks = listYaml(join(dir, 'prep-checks')).flatMap((path) => {
    const prepCheck = readYaml(path, prepCheckFileSchema, problems);
    return prepCheck ? [prepCheck] : [];
  });
  const progressPath = join(dir, 'progress.yaml');
  const progress = existsSync(progressPath)
    ? readYaml(progressPath, progressFileSchema, problems)
    : undefined;
  const regions = listDirs(join(dir, 'local')).flatMap((slug) => {
    const region = readYaml(join(dir, 'local', slug, 'region.yaml'), regionFileSchema, problems);
    if (region && region.slug !== slug)
      problems.push({ file: `local/${slug}`, message: 'slug does not match its folder' });
    return region ? [region] : [];
  });
  const sponsors = listYaml(join(dir, 'sponsors')).flatMap((path) => {
    const sponsor = readYaml(path, sponsorSchema, problems);
    const name = basename(path, '.yaml');
    if (sponsor && sponsor.slug !== name)
      problems.push({
        file: `sponsors/${name}.yaml`,
        message: `slug ${sponsor.slug} does not match its file name`,
      });
    return sponsor ? [sponsor] : [];
  });
  const alertEvents = readAlertEvents(dir, problems);
  const content = {
    hazards,
    crisisOptions,
    crisisIntents,
    emergencyItems,
    prepChecks,
    progress,
    regions,
    sponsors,
    alertEvents,
  };
  problems.push(...checkPack(content, listIcons(dir)));
  if (markdown) problems.push(...checkPackMarkdown(content), ...checkPackTranslations(content));
  return { dir, ...content, problems };
}

/** Every icon of the pack as `folder/file` (`hazards/flood.svg`), for the pure checks. */
function listIcons(dir: string): IconSet {
  const iconsDir = join(dir, 'icons');
  return new Set(
    listDirs(iconsDir).flatMap((folder) =>
      readdirSync(join(iconsDir, folder)).map((name) => `${folder}/${name}`),
    ),
  );
}

/**
 * Every text that is not yet in every language, as `where:lang` (e.g. `crisis option 3:ja`,
 * `hazard flood:ru`): the app's languages unless others are named. The validator refuses the
 * shipped pack while any is missing.
 */
export function missingTranslations(
  pack: ContentPack,
  languages: readonly PackLanguageCode[] = LANGUAGE_CODES,
): string[] {
  const missing: string[] = [];
  for (const { file, text } of pack.hazards) {
    for (const lang of languages) if (!text[lang]) missing.push(`hazard ${file.slug}:${lang}`);
  }
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item) => walk(item, where));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const here = typeof record.id === 'number' ? `${where} ${record.id}` : where;
    const texts = record.text_by_language as Record<string, unknown> | undefined;
    if (texts && typeof texts === 'object') {
      for (const lang of languages) if (!texts[lang]) missing.push(`${here}:${lang}`);
    }
    for (const [key, child] of Object.entries(record)) if (key !== 'text_by_language') walk(child, here);
  };
  walk(pack.crisisOptions, 'crisis option');
  for (const intent of pack.crisisIntents)
    walk({ text_by_language: intent.text_by_language }, `crisis intent ${intent.key}`);
  walk(pack.emergencyItems, 'emergency item');
  walk(pack.prepChecks, 'prep check');
  walk(pack.progress, 'progress');
  walk(pack.regions, 'region');
  walk(pack.sponsors, 'sponsor');
  return missing;
}

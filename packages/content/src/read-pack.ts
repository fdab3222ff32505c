import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '@prepwell/contract';
import { PLACEHOLDER_PATTERN } from './schema/common.js';
import { crisisOptionFileSchema, type CrisisOptionFile } from './schema/crisis-option.js';
import { emergencyItemsFileSchema, type EmergencyItem } from './schema/emergency-item.js';
import {
  hazardFileSchema,
  hazardTextFileSchema,
  type HazardFile,
  type HazardTextFile,
} from './schema/hazard.js';
import { prepCheckFileSchema, type PrepCheckFile } from './schema/prep-check.js';
import { progressFileSchema, type ProgressFile } from './schema/progress.js';
import { regionFileSchema, type RegionFile } from './schema/local.js';

/** The pack shipped in this package. */
export const DEFAULT_PACK_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface PackProblem {
  file: string;
  message: string;
}

export interface HazardEntry {
  file: HazardFile;
  /** Text per language; English is always present in a valid pack. */
  text: Partial<Record<LanguageCode, HazardTextFile>>;
}

export interface ContentPack {
  dir: string;
  hazards: HazardEntry[];
  crisisOptions: CrisisOptionFile[];
  emergencyItems: EmergencyItem[];
  prepChecks: PrepCheckFile[];
  /** Badges and journey phases; undefined while the pack has none yet. */
  progress: ProgressFile | undefined;
  /** Local creators, sponsors and local content, per region. */
  regions: RegionFile[];
  problems: PackProblem[];
}

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
    raw = parse(readFileSync(path, 'utf8'));
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

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Read and validate a content pack. Never throws for bad content: every problem found is
 * listed in `problems`, so the validator can report all of them at once.
 */
export function readContentPack(dir: string = DEFAULT_PACK_DIR): ContentPack {
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
    for (const lang of LANGUAGE_CODES) {
      const path = join(folder, `${lang}.yaml`);
      if (!existsSync(path)) continue;
      const parsed = readYaml(path, hazardTextFileSchema, problems);
      if (parsed) text[lang] = parsed;
    }
    hazards.push({ file, text });
  }
  checkHazards(dir, hazards, problems);

  const crisisOptions = listYaml(join(dir, 'crisis-options')).flatMap((path) => {
    const option = readYaml(path, crisisOptionFileSchema, problems);
    return option ? [option] : [];
  });
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
  const pack = { dir, hazards, crisisOptions, emergencyItems, prepChecks, progress, regions, problems };
  checkReferences(pack);
  return pack;
}

function unique(kind: string, ids: number[], file: string, problems: PackProblem[]) {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) problems.push({ file, message: `${kind} id ${id} is used twice` });
    seen.add(id);
  }
}

function iconExists(dir: string, folder: string, icon: string, file: string, problems: PackProblem[]) {
  if (!existsSync(join(dir, 'icons', folder, icon))) {
    problems.push({ file, message: `icon icons/${folder}/${icon} does not exist` });
  }
}

/** Cross-references and the scoring model's rules (ARCHITECTURE.md) across the whole pack. */
function checkReferences(pack: ContentPack): void {
  const { dir, problems } = pack;
  const hazardIds = new Set(pack.hazards.map((h) => h.file.id));
  const itemIds = new Set(pack.emergencyItems.map((i) => i.id));

  unique(
    'crisis option',
    pack.crisisOptions.map((o) => o.id),
    'crisis-options',
    problems,
  );
  for (const option of pack.crisisOptions) {
    const file = `crisis-options/${option.slug}.yaml`;
    iconExists(dir, 'crisis', option.icon, file, problems);
    for (const id of option.hazards) {
      if (!hazardIds.has(id)) problems.push({ file, message: `hazard ${id} does not exist` });
    }
  }

  unique(
    'emergency item',
    pack.emergencyItems.map((i) => i.id),
    'emergency-items.yaml',
    problems,
  );

  unique(
    'prep check',
    pack.prepChecks.map((p) => p.id),
    'prep-checks',
    problems,
  );
  unique(
    'question',
    pack.prepChecks.flatMap((p) => p.questions.map((q) => q.id)),
    'prep-checks',
    problems,
  );
  for (const prepCheck of pack.prepChecks) {
    const file = `prep-checks/${prepCheck.slug}.yaml`;
    if (!hazardIds.has(prepCheck.hazard_id))
      problems.push({ file, message: `hazard ${prepCheck.hazard_id} does not exist` });
    iconExists(dir, 'prep-checks', prepCheck.light_icon, file, problems);
    iconExists(dir, 'prep-checks', prepCheck.dark_icon, file, problems);
    const types = new Set(prepCheck.questions.map((q) => q.question_type));
    if (types.size < 2) problems.push({ file, message: 'mix at least two question types' });
    for (const question of prepCheck.questions) {
      const where = `${file} question ${question.id}`;
      if (Math.floor(question.id / 100) !== prepCheck.id) {
        problems.push({ file: where, message: `question id must be ${prepCheck.id}01–${prepCheck.id}99` });
      }
      iconExists(dir, 'questions', question.icon, where, problems);
      unique(
        'option',
        question.options.map((o) => o.id),
        where,
        problems,
      );
      for (const option of question.options) {
        if (Math.floor(option.id / 100) !== question.id) {
          problems.push({
            file: where,
            message: `option id ${option.id} must be ${question.id}01–${question.id}99`,
          });
        }
        if (option.emergency_item_id !== undefined && !itemIds.has(option.emergency_item_id)) {
          problems.push({
            file: where,
            message: `emergency item ${option.emergency_item_id} does not exist`,
          });
        }
      }
      const weights = question.options.map((o) => o.weight);
      if (question.question_type === 'OneD_Ordered_List') {
        if (new Set(weights).size !== weights.length || weights.some((w) => w < 0)) {
          problems.push({ file: where, message: 'ranking weights must be distinct and between 0 and 1' });
        }
      }
      if (question.question_type === 'TwoD_Grid_Placement') {
        if (question.options.some((o) => !o.best_stage)) {
          problems.push({ file: where, message: 'every grid option needs a best_stage' });
        }
        if (weights.some((w) => w < 0)) problems.push({ file: where, message: 'grid weights are 0 to 1' });
      }
      if (question.question_type === 'Checkboxes' && !weights.some((w) => w > 0)) {
        problems.push({
          file: where,
          message: 'a checkbox question needs at least one helpful (positive) option',
        });
      }
      if (question.link_to_emergency_items) {
        if (question.question_type !== 'Checkboxes') {
          problems.push({ file: where, message: 'link_to_emergency_items questions are Checkboxes' });
        }
        if (question.options.filter((o) => o.weight > 0).some((o) => o.emergency_item_id === undefined)) {
          problems.push({
            file: where,
            message: 'each helpful option of a linked question names its emergency_item_id',
          });
        }
      }
    }
  }

  unique(
    'region',
    pack.regions.map((r) => r.id),
    'local',
    problems,
  );
  unique(
    'creator',
    pack.regions.flatMap((r) => r.creators.map((c) => c.id)),
    'local',
    problems,
  );
  unique(
    'sponsor',
    pack.regions.flatMap((r) => r.sponsors.map((x) => x.id)),
    'local',
    problems,
  );
  unique(
    'local content',
    pack.regions.flatMap((r) => r.local_content.map((x) => x.id)),
    'local',
    problems,
  );
  const blockIds = new Map(pack.hazards.flatMap((h) => h.file.blocks.map((b) => [b.id, h.file.id] as const)));
  for (const region of pack.regions) {
    const file = `local/${region.slug}/region.yaml`;
    const creatorIds = new Set(region.creators.map((c) => c.id));
    for (const creator of region.creators) iconExists(dir, 'local', creator.logo, file, problems);
    for (const sponsor of region.sponsors) {
      iconExists(dir, 'local', sponsor.logo, file, problems);
      for (const id of sponsor.hazards) {
        if (!hazardIds.has(id))
          problems.push({ file, message: `sponsor ${sponsor.id}: hazard ${id} does not exist` });
      }
    }
    for (const item of region.local_content) {
      if (!hazardIds.has(item.hazard_id))
        problems.push({ file, message: `local content ${item.id}: hazard ${item.hazard_id} does not exist` });
      if (!creatorIds.has(item.creator_id))
        problems.push({
          file,
          message: `local content ${item.id}: creator ${item.creator_id} is not in this region`,
        });
      if (item.block_id !== undefined && blockIds.get(item.block_id) !== item.hazard_id) {
        problems.push({
          file,
          message: `local content ${item.id}: block ${item.block_id} is not a block of hazard ${item.hazard_id}`,
        });
      }
      const body = item.text_by_language.en.body;
      if (PLACEHOLDER_PATTERN.test(body))
        problems.push({ file, message: `local content ${item.id}: placeholder text` });
    }
  }

  if (pack.progress) {
    const levels = pack.progress.badges.map((b) => b.level).sort();
    if (levels.join() !== 'HIGH,LOW,MEDIUM')
      problems.push({ file: 'progress.yaml', message: 'one badge per level' });
    for (const badge of pack.progress.badges)
      iconExists(dir, 'progress', badge.icon, 'progress.yaml', problems);
    for (const phase of pack.progress.journey_phases)
      iconExists(dir, 'progress', phase.icon, 'progress.yaml', problems);
    unique(
      'badge/phase',
      [...pack.progress.badges, ...pack.progress.journey_phases].map((x) => x.id),
      'progress.yaml',
      problems,
    );
  }
}

const URL_PATTERN = /\]\((https?:\/\/[^)\s]+|\/[^)\s]*)\)/g;

function checkHazards(dir: string, hazards: HazardEntry[], problems: PackProblem[]): void {
  const hazardIds = new Map<number, string>();
  const blockIds = new Map<number, string>();
  const slugs = new Set<string>();
  for (const { file, text } of hazards) {
    const where = `hazards/${file.slug}`;
    const seenId = hazardIds.get(file.id);
    if (seenId) problems.push({ file: where, message: `hazard id ${file.id} also used by ${seenId}` });
    hazardIds.set(file.id, file.slug);
    if (slugs.has(file.slug)) problems.push({ file: where, message: `duplicate slug ${file.slug}` });
    slugs.add(file.slug);
    if (!existsSync(join(dir, 'icons', 'hazards', file.icon))) {
      problems.push({ file: where, message: `icon icons/hazards/${file.icon} does not exist` });
    }
    for (const block of file.blocks) {
      const other = blockIds.get(block.id);
      if (other) problems.push({ file: where, message: `block id ${block.id} also used in ${other}` });
      blockIds.set(block.id, file.slug);
      if (Math.floor(block.id / 100) !== file.id) {
        problems.push({ file: where, message: `block id ${block.id} must be ${file.id}01–${file.id}99` });
      }
    }
    for (const stage of ['Before', 'During', 'After'] as const) {
      const count = file.blocks.filter((b) => b.stage === stage && b.type === 'content').length;
      if (count < 2)
        problems.push({ file: where, message: `stage ${stage} has ${count} content blocks; at least 2` });
    }
    if (file.blocks.filter((b) => b.type === 'source').length !== 1) {
      problems.push({ file: where, message: 'needs exactly one block of type source' });
    }
    if (!text.en) {
      problems.push({ file: where, message: 'en.yaml is missing' });
      continue;
    }
    for (const [lang, langText] of Object.entries(text)) {
      const ids = new Set(file.blocks.map((b) => String(b.id)));
      for (const id of ids) {
        if (!langText.blocks[id])
          problems.push({ file: `${where}/${lang}.yaml`, message: `block ${id} has no text` });
      }
      for (const id of Object.keys(langText.blocks)) {
        if (!ids.has(id))
          problems.push({ file: `${where}/${lang}.yaml`, message: `block ${id} is not in hazard.yaml` });
      }
      for (const block of Object.values(langText.blocks)) {
        for (const match of block.body.matchAll(URL_PATTERN)) {
          const url = match[1] ?? '';
          if (url.startsWith('http://')) {
            problems.push({ file: `${where}/${lang}.yaml`, message: `link ${url} must use https` });
          }
          if (url.startsWith('https://')) {
            try {
              new URL(url);
            } catch {
              problems.push({ file: `${where}/${lang}.yaml`, message: `link ${url} is not a valid URL` });
            }
          }
        }
        if (PLACEHOLDER_PATTERN.test(block.body)) {
          problems.push({ file: `${where}/${lang}.yaml`, message: 'placeholder text' });
        }
      }
    }
  }
}

/**
 * Every text that is not yet in every language, as `where:lang` (e.g. `crisis option 3:ja`,
 * `hazard flood:ru`). The validator refuses the shipped pack while any is missing.
 */
export function missingTranslations(pack: ContentPack): string[] {
  const missing: string[] = [];
  for (const { file, text } of pack.hazards) {
    for (const lang of LANGUAGE_CODES) if (!text[lang]) missing.push(`hazard ${file.slug}:${lang}`);
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
      for (const lang of LANGUAGE_CODES) if (!texts[lang]) missing.push(`${here}:${lang}`);
    }
    for (const [key, child] of Object.entries(record)) if (key !== 'text_by_language') walk(child, here);
  };
  walk(pack.crisisOptions, 'crisis option');
  walk(pack.emergencyItems, 'emergency item');
  walk(pack.prepChecks, 'prep check');
  walk(pack.progress, 'progress');
  walk(pack.regions, 'region');
  return missing;
}

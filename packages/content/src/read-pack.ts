import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '@prepwell/contract';
import { PLACEHOLDER_PATTERN } from './schema/common.js';
import {
  hazardFileSchema,
  hazardTextFileSchema,
  type HazardFile,
  type HazardTextFile,
} from './schema/hazard.js';

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
  problems: PackProblem[];
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
  return { dir, hazards, problems };
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

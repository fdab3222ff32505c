/**
 * The pure half of `npm run translate` (cli/translate.ts): which pack files keep texts inline, where
 * their texts are, and what is wrong with a translated entry of a work file (ADR 036).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PackLanguageCode } from './constants.js';
import { FREE_LISTS, checkTranslationConsistency, textLeaves } from './validate/translation-consistency.js';

export type Path = (string | number)[];
export interface WorkEntry {
  /** Where the text is, as `questions.0.text_by_language`. */
  at: string;
  en: unknown;
  tr?: unknown;
}

/** The pack's files that keep every language inline, relative to the pack. */
export function inlineFiles(pack: string): string[] {
  const list = (dir: string) =>
    existsSync(join(pack, dir))
      ? readdirSync(join(pack, dir))
          .filter((name) => name.endsWith('.yaml'))
          .sort()
          .map((name) => `${dir}/${name}`)
      : [];
  const regions = existsSync(join(pack, 'local'))
    ? readdirSync(join(pack, 'local'))
        .sort()
        .map((slug) => `local/${slug}/region.yaml`)
        .filter((path) => existsSync(join(pack, path)))
    : [];
  return [
    ...list('crisis-options'),
    'crisis-intents.yaml',
    'emergency-items.yaml',
    'progress.yaml',
    ...regions,
    ...list('sponsors'),
    ...list('prep-checks'),
  ].filter((path) => existsSync(join(pack, path)));
}

/** Every `text_by_language` in a parsed file, with its path. */
export function textsIn(value: unknown, path: Path = []): { at: Path; texts: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textsIn(item, [...path, i]));
  if (!value || typeof value !== 'object') return [];
  const found: { at: Path; texts: Record<string, unknown> }[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === 'text_by_language' && child && typeof child === 'object')
      found.push({ at: [...path, key], texts: child as Record<string, unknown> });
    else found.push(...textsIn(child, [...path, key]));
  }
  return found;
}

/** Where `tr` differs in shape from `en`, or has an empty leaf; empty when they match. */
export function shapeProblems(en: unknown, tr: unknown, where = ''): string[] {
  if (FREE_LISTS.has(where.split('.').at(-1) ?? '')) {
    const ok = Array.isArray(tr) && tr.length > 0 && tr.every((t) => typeof t === 'string' && t.trim());
    return ok ? [] : [`${where}: a list of words people would type expected`];
  }
  if (typeof en === 'string')
    return typeof tr === 'string' && tr.trim().length > 0
      ? []
      : [`${where || 'text'}: not a translated text`];
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length) return [`${where}: a list of ${en.length} expected`];
    return en.flatMap((item, i) => shapeProblems(item, tr[i], `${where}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!tr || typeof tr !== 'object' || Array.isArray(tr)) return [`${where}: an object expected`];
    const enKeys = Object.keys(en);
    const trKeys = Object.keys(tr);
    const extra = trKeys.filter((k) => !enKeys.includes(k));
    return [
      ...(extra.length ? [`${where || 'text'}: keys not in English: ${extra.join(', ')}`] : []),
      ...enKeys.flatMap((k) =>
        shapeProblems(
          (en as Record<string, unknown>)[k],
          (tr as Record<string, unknown>)[k],
          `${where}.${k}`,
        ),
      ),
    ];
  }
  return [];
}

/** Everything wrong with one translated entry. */
export function entryProblems(entry: WorkEntry, lang: PackLanguageCode): string[] {
  if (entry.tr === undefined) return ['no tr yet'];
  const shape = shapeProblems(entry.en, entry.tr);
  if (shape.length) return shape;
  return checkTranslationConsistency(
    textLeaves(entry.en).join('\n'),
    textLeaves(entry.tr).join('\n'),
    lang,
  ).map((issue) => issue.message);
}

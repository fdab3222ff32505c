/**
 * `npm run translate -w packages/content -- <extract|check|merge> <lang> <work dir>`: bring the
 * pack's inline texts (every `text_by_language` outside the hazard guides) into a new language in
 * three steps, so translators never edit the shared files at the same time (ADR 036).
 *
 * - `extract` writes one work file per pack file that still lacks `<lang>`: a list of entries, each
 *   with `at` (where the text is) and `en` (the English to translate).
 * - The translator adds `tr` to each entry: the same shape as `en` (same keys, same list lengths),
 *   every leaf translated.
 * - `check` (optionally only the work files whose name holds a given text) reads the work files and lists every entry whose `tr` is missing, has another shape, or
 *   fails the comparison with English (numbers, negations, keywords: translation-consistency.ts).
 * - `merge` does the same check and, when it is clean, writes each `tr` into its pack file as
 *   `<lang>`, adds `<lang>` to the `machine_translated` lists above it, and formats the file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Document, isMap, isSeq, parseDocument } from 'yaml';
import { PACK_LANGUAGE_CODES, type PackLanguageCode } from '../constants.js';
import { DEFAULT_PACK_DIR } from '../read-pack.js';
import { entryProblems, inlineFiles, textsIn, type Path, type WorkEntry } from '../translate-work.js';

const workName = (file: string) => file.replaceAll('/', '__');

function extract(pack: string, lang: PackLanguageCode, work: string) {
  mkdirSync(work, { recursive: true });
  let files = 0;
  let entries = 0;
  for (const file of inlineFiles(pack)) {
    const parsed = parseDocument(readFileSync(join(pack, file), 'utf8')).toJS() as unknown;
    const todo = textsIn(parsed)
      .filter(({ texts }) => texts[lang] === undefined && texts.en !== undefined)
      .map(({ at, texts }) => ({ at: at.join('.'), en: texts.en }));
    if (todo.length === 0) continue;
    const out = join(work, workName(file));
    if (existsSync(out)) {
      console.log(`kept ${relative(process.cwd(), out)} (already there)`);
      continue;
    }
    writeFileSync(out, new Document(todo).toString({ lineWidth: 0 }));
    files += 1;
    entries += todo.length;
  }
  console.log(`extracted ${entries} texts from ${files} files into ${work}`);
}

/**
 * The work files, each with its translations: `tr` in the entries themselves, or in a sibling
 * `<name>.tr.yaml` that lists `{at, tr}` (so a translator need not copy the English back).
 */
function readWork(work: string): { file: string; entries: WorkEntry[] }[] {
  const read = (path: string) => (parseDocument(readFileSync(path, 'utf8')).toJS() ?? []) as WorkEntry[];
  return readdirSync(work)
    .filter((name) => name.endsWith('.yaml') && !name.endsWith('.tr.yaml'))
    .sort()
    .map((name) => {
      const entries = read(join(work, name));
      const sibling = join(work, name.replace(/\.yaml$/, '.tr.yaml'));
      if (existsSync(sibling)) {
        const byPath = new Map(read(sibling).map((t) => [String(t.at), t.tr]));
        for (const entry of entries) entry.tr ??= byPath.get(entry.at);
      }
      return { file: name.replaceAll('__', '/'), entries };
    });
}

function check(work: string, lang: PackLanguageCode, only?: string): number {
  let problems = 0;
  let done = 0;
  for (const { file, entries } of readWork(work).filter(({ file }) => !only || file.includes(only))) {
    for (const entry of entries) {
      const found = entryProblems(entry, lang);
      if (found.length === 0) done += 1;
      for (const message of found) {
        problems += 1;
        console.error(`✗ ${file} ${entry.at}: ${message}`);
      }
    }
  }
  console.log(`${lang}: ${done} texts ready, ${problems} problems`);
  return problems;
}

/** An edit of a file's text: replace `[from, to)` with `text`. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/**
 * Each ready text's new language as edits of the file's own text, so the rest of the file (its
 * wrapping, quoting and comments) stays byte for byte: the language goes after the last one of its
 * `text_by_language`, indented like `en`, and each `machine_translated` list above it gains it.
 */
function mergeEdits(source: string, entries: WorkEntry[], lang: PackLanguageCode, file: string): Edit[] {
  const doc = parseDocument(source);
  const edits: Edit[] = [];
  const lists = new Map<number, Edit>();
  for (const entry of entries) {
    const at: Path = entry.at.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const texts = doc.getIn(at, true);
    if (!isMap(texts) || !texts.has('en') || !texts.range)
      throw new Error(`${file}: no text_by_language at ${entry.at}`);
    if (texts.has(lang)) continue;
    const first = texts.items[0]!.key as { range?: [number, number, number] };
    const column = first.range![0] - source.lastIndexOf('\n', first.range![0] - 1) - 1;
    let end = texts.range[1];
    while (end < source.length && source[end - 1] !== '\n') end += 1;
    const block = new Document({ [lang]: entry.tr })
      .toString({ lineWidth: 100, minContentWidth: 40 })
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `${' '.repeat(column)}${line}\n`)
      .join('');
    edits.push({ from: end, to: end, text: block });
    for (let depth = 0; depth < at.length; depth += 1) {
      const list = doc.getIn([...at.slice(0, depth), 'machine_translated'], true);
      if (!isSeq(list) || !list.range || lists.has(list.range[0])) continue;
      const codes = list.items.map((item) => String((item as { value?: unknown }).value));
      if (codes.includes(lang)) continue;
      const edit = { from: list.range[0], to: list.range[1], text: `[${[...codes, lang].join(', ')}]` };
      lists.set(list.range[0], edit);
      edits.push(edit);
    }
  }
  return edits;
}

function merge(pack: string, work: string, lang: PackLanguageCode) {
  const changed: string[] = [];
  for (const { file, entries } of readWork(work)) {
    const ready = entries.filter((entry) => entryProblems(entry, lang).length === 0);
    if (ready.length !== entries.length) {
      console.error(`✗ ${file}: ${entries.length - ready.length} texts not ready, file left as it was`);
      continue;
    }
    const path = join(pack, file);
    let text = readFileSync(path, 'utf8');
    const edits = mergeEdits(text, ready, lang, file).sort((a, b) => b.from - a.from);
    for (const edit of edits) text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
    writeFileSync(path, text);
    changed.push(path);
  }
  if (changed.length) {
    const root = dirname(dirname(pack));
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  console.log(`${lang}: merged into ${changed.length} files`);
}

const [command, lang, work, only] = process.argv.slice(2);
const pack = process.env.PACK_DIR ?? DEFAULT_PACK_DIR;
if (
  !command ||
  !lang ||
  !work ||
  !(PACK_LANGUAGE_CODES as readonly string[]).includes(lang) ||
  lang === 'en'
) {
  console.error(
    'usage: translate <extract|check|merge> <lang> <work dir>  (lang: one of the pack languages, not en)',
  );
  process.exit(2);
}
const code = lang as PackLanguageCode;
if (command === 'extract') extract(pack, code, work);
else if (command === 'check') process.exit(check(work, code, only) > 0 ? 1 : 0);
else if (command === 'merge') merge(pack, work, code);
else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}

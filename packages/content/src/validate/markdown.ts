/**
 * Markdown that does not render as written. CommonMark opens and closes `**` only where the
 * delimiter "flanks" a word, and full-width punctuation counts as punctuation: `による**警報（…）**が`
 * shows its asterisks to the reader, since the closing `**` sits between `）` and a letter. The web
 * (react-markdown) and the PDFs (marked) both follow these rules, so a span that one of them leaves
 * as literal asterisks is a problem in the pack. Parsed with micromark, the parser react-markdown
 * uses; pure, no file system.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { RATINGS } from '@prepwell/contract';
import type { ContentPack } from '../pack-types.js';
import type { PackProblem } from './common.js';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

function textValues(node: MdNode, out: string[] = []): string[] {
  if (node.type === 'text' && node.value !== undefined) out.push(node.value);
  for (const child of node.children ?? []) textValues(child, out);
  return out;
}

/** A problem for each piece of rendered text that still shows `**` or `__` to the reader. */
export function findEmphasisProblems(markdown: string, file: string, what: string): PackProblem[] {
  if (!markdown.includes('**') && !markdown.includes('__')) return [];
  const problems: PackProblem[] = [];
  for (const text of textValues(fromMarkdown(markdown) as MdNode)) {
    const at = text.search(/\*\*|__/);
    if (at < 0) continue;
    const excerpt = text.slice(Math.max(0, at - 12), at + 14);
    problems.push({
      file,
      message: `${what}: "${excerpt}" shows its ** to the reader (bold must start and end on a letter, not on punctuation such as （ ） 「 」 ， next to a letter)`,
    });
  }
  return problems;
}

/**
 * Every markdown body of the pack checked for bold that shows its asterisks: hazard blocks, Prep
 * Check explainers and result breakdowns, and local content. An authoring check (content:check,
 * the pack tests, `content:load`): the server skips it at start, where it was most of the time
 * to ready, since shown asterisks do not stop a pack from being served right (ADR 031).
 */
export function checkPackMarkdown(
  pack: Pick<ContentPack, 'hazards' | 'prepChecks' | 'regions'>,
): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const { file, text } of pack.hazards) {
    for (const [lang, langText] of Object.entries(text)) {
      const langFile = `hazards/${file.slug}/${lang}.yaml`;
      for (const [id, block] of Object.entries(langText.blocks))
        problems.push(...findEmphasisProblems(block.body, langFile, `block ${id}`));
    }
  }
  for (const prepCheck of pack.prepChecks) {
    for (const question of prepCheck.questions) {
      const where = `prep-checks/${prepCheck.slug}.yaml question ${question.id}`;
      for (const [lang, text] of Object.entries(question.text_by_language)) {
        if (!text) continue;
        const bodies: [string, string][] = [
          ['explainer', text.explainer_text],
          ...RATINGS.map((r): [string, string] => [`${r} result`, text.results[r].breakdown]),
        ];
        for (const [what, body] of bodies)
          problems.push(...findEmphasisProblems(body, where, `${what} (${lang})`));
      }
    }
  }
  for (const region of pack.regions) {
    const file = `local/${region.slug}/region.yaml`;
    for (const item of region.local_content)
      for (const [lang, text] of Object.entries(item.text_by_language))
        if (text)
          problems.push(...findEmphasisProblems(text.body, file, `local content ${item.id} (${lang})`));
  }
  return problems;
}

/**
 * Markdown that does not render as written. CommonMark opens and closes `**` only where the
 * delimiter "flanks" a word, and full-width punctuation counts as punctuation: `による**警報（…）**が`
 * shows its asterisks to the reader, since the closing `**` sits between `）` and a letter. The web
 * (react-markdown) and the PDFs (marked) both follow these rules, so a span that one of them leaves
 * as literal asterisks is a problem in the pack. Parsed with micromark, the parser react-markdown
 * uses; pure, no file system.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
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

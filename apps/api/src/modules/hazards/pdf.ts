import { Lexer, type Token, type Tokens } from 'marked';
import {
  STAGES,
  SUPPORTED_LANGUAGES,
  pickText,
  sortBlocks,
  type ContentBlock,
  type HazardDetail,
  type LanguageCode,
} from '@prepwell/contract';
import {
  PDF_COLORS as COLORS,
  PDF_MARGIN as MARGIN,
  collectPdfBytes,
  createPdfDocument,
  writePageFooters,
} from '../../lib/pdf.js';
import { isRightToLeft } from '../../lib/pdf-rtl.js';
import { PDF_LABELS } from './pdf-labels.js';

export interface PdfOptions {
  /** Absolute origin for the guide's own links (`/hazards/…`) and the footer link. */
  origin: string;
}

/** What every part of one PDF is written with. */
interface PdfContext {
  doc: PDFKit.PDFDocument;
  lang: LanguageCode;
  labels: (typeof PDF_LABELS)[LanguageCode];
  /** The text width between the margins. */
  width: number;
  origin: string;
  /**
   * Where text indented by `indent` from the side a line starts on begins: the left margin plus
   * the indent, or, in a language written right to left, the left margin (its lines start at the
   * right, and the indent is taken off the right of the box; lib/pdf-rtl.ts mirrors each line).
   */
  indented: (indent: number) => number;
  /** The left of a bar beside the text, on the side its lines start. */
  barLeft: number;
}

/**
 * A hazard guide as a printable PDF in one language: the three stages in order, critical blocks
 * marked, markdown lists, bold and links kept, the sources with their addresses, the date, the
 * 911 reminder and page numbers on every page. Text missing in the language falls back to English.
 */
export async function renderHazardPdf(
  hazard: HazardDetail,
  lang: LanguageCode,
  options: PdfOptions,
): Promise<Buffer> {
  const labels = PDF_LABELS[lang];
  const name = pickText(hazard.name, lang);
  const doc = await createPdfDocument(lang, {
    Title: `${name} - Prepwell`,
    Subject: pickText(hazard.description, lang),
  });
  const done = collectPdfBytes(doc);
  const rtl = isRightToLeft(doc);
  const context: PdfContext = {
    doc,
    lang,
    labels,
    width: doc.page.width - MARGIN * 2,
    origin: options.origin,
    indented: (indent) => (rtl ? MARGIN : MARGIN + indent),
    barLeft: rtl ? doc.page.width - MARGIN - 3 : MARGIN,
  };
  writeHeading(context, hazard, name);
  writeStages(context, hazard);
  writeSources(context, hazard);
  writePageFooters(
    doc,
    `${labels.call911}  ·  ${name}  ·  ${options.origin}/hazards/${hazard.slug}`,
    labels.page,
  );
  doc.end();
  return done;
}

/** Title, description, date and the language notes, then the 911 reminder. */
function writeHeading({ doc, lang, labels, width }: PdfContext, hazard: HazardDetail, name: string): void {
  doc.font('bold').fontSize(24).fillColor(COLORS.text).text(name, { width });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(COLORS.muted)
    .text(pickText(hazard.description, lang), { width });
  doc.moveDown(0.3);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(hazard.date_modified),
  );
  doc.fontSize(10).text(`${labels.updated}: ${date}`, { width });
  const languageTitle = SUPPORTED_LANGUAGES.find((l) => l.value === lang)?.title ?? lang;
  if (lang !== 'en' && !hazard.translations.includes(lang)) {
    doc.text(labels.englishFallback, { width });
  } else if (hazard.machine_translated.includes(lang)) {
    doc.text(labels.machineTranslated.replace('{language}', languageTitle), { width });
  }
  doc.moveDown(0.3);
  doc.font('bold').fillColor(COLORS.critical).fontSize(12).text(labels.call911, { width });
}

/** The first stage follows the title on page 1; each later stage starts a page of its own. */
function writeStages(context: PdfContext, hazard: HazardDetail): void {
  const { doc, labels, width } = context;
  let firstStage = true;
  for (const stage of STAGES) {
    const blocks = sortBlocks(
      hazard.content_blocks.filter((b) => b.stage === stage && b.type !== 'source' && !b.local),
      [],
    );
    if (blocks.length === 0) continue;
    if (firstStage) doc.moveDown(1);
    else doc.addPage();
    firstStage = false;
    doc
      .font('bold')
      .fontSize(18)
      .fillColor(COLORS.accent)
      .text(labels.stages[stage], MARGIN, doc.y, { width });
    for (const block of blocks) writeBlock(context, block);
  }
}

function writeBlock(context: PdfContext, block: ContentBlock): void {
  const { doc, lang, labels, width, indented } = context;
  if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
  doc.moveDown(0.6);
  const top = doc.y;
  const startPage = doc.bufferedPageRange().count;
  if (block.critical) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(COLORS.critical)
      .text(labels.critical.toUpperCase(), indented(10), top, { width: width - 10 });
  }
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(COLORS.text)
    .text(pickText(block.title, lang), indented(10), doc.y, {
      width: width - 10,
    });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(pickText(block.header, lang), { width: width - 10 });
  doc.moveDown(0.3);
  writeMarkdown(context, new Lexer().lex(pickText(block.body, lang)), 10);
  const bottom = doc.y;
  // A bar down the block's left edge (red for a critical block) when it fits on one page.
  if (doc.bufferedPageRange().count === startPage && bottom > top) {
    doc
      .save()
      .rect(context.barLeft, top, 3, bottom - top)
      .fill(block.critical ? COLORS.critical : '#c8d3e0')
      .restore();
  }
  doc.x = MARGIN;
}

/** Block-level markdown: paragraphs, headings and (nested) lists. */
function writeMarkdown(context: PdfContext, tokens: Token[], indent = 0): void {
  const { doc } = context;
  for (const token of tokens) {
    if (token.type === 'paragraph' || token.type === 'text') {
      const inline = (token as Tokens.Paragraph).tokens ?? [
        { type: 'text', raw: token.raw, text: token.raw },
      ];
      writeInline(context, inline as Token[], 11, indent);
      doc.moveDown(0.4);
    } else if (token.type === 'heading') {
      doc.font('bold');
      writeInline(context, (token as Tokens.Heading).tokens, 12, indent);
      doc.moveDown(0.3);
    } else if (token.type === 'list') {
      writeList(context, token as Tokens.List, indent);
      doc.moveDown(0.4);
    } else if (token.type === 'space' || token.type === 'hr') {
      doc.moveDown(0.2);
    } else if ('text' in token && typeof token.text === 'string') {
      writeInline(context, [token], 11, indent);
      doc.moveDown(0.4);
    }
  }
}

/** Each item's first paragraph beside its bullet or number; the rest indented below it. */
function writeList(context: PdfContext, list: Tokens.List, indent: number): void {
  list.items.forEach((item, index) => {
    const marker = list.ordered ? `${Number(list.start || 1) + index}. ` : '•  ';
    const [first, ...rest] = item.tokens;
    const firstInline =
      first && 'tokens' in first && Array.isArray(first.tokens) ? first.tokens : first ? [first] : [];
    writeInline(context, firstInline as Token[], 11, indent + 12, marker);
    if (rest.length > 0) writeMarkdown(context, rest, indent + 24);
  });
}

interface Run {
  text: string;
  bold: boolean;
  link?: string;
}

/** Inline markdown (bold, emphasis, links, code) as runs of text, each bold or not, linked or not. */
function inlineRuns(tokens: Token[], origin: string, prefix: string): Run[] {
  const absolute = (href: string) => (href.startsWith('/') ? `${origin}${href}` : href);
  const runs: Run[] = prefix ? [{ text: prefix, bold: false }] : [];
  const walk = (list: Token[], isBold: boolean, link?: string) => {
    for (const token of list) {
      if (token.type === 'strong') walk((token as Tokens.Strong).tokens, true, link);
      else if (token.type === 'em') walk((token as Tokens.Em).tokens, isBold, link);
      else if (token.type === 'link') {
        const href = absolute((token as Tokens.Link).href);
        walk((token as Tokens.Link).tokens, isBold, href);
        // Print the address of outside links, so a paper copy still leads somewhere.
        if (!(token as Tokens.Link).href.startsWith('/')) runs.push({ text: ` (${href})`, bold: false });
      } else if (token.type === 'br') runs.push({ text: '\n', bold: isBold });
      else if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) {
        walk(token.tokens, isBold, link);
      } else if ('text' in token && typeof token.text === 'string') {
        runs.push({ text: decodeEntities(token.text), bold: isBold, link });
      }
    }
  };
  walk(tokens, false);
  return runs;
}

/** Inline markdown as one run of text. */
function writeInline(
  { doc, width, origin, indented }: PdfContext,
  tokens: Token[],
  size: number,
  indent = 0,
  prefix = '',
) {
  const runs = inlineRuns(tokens, origin, prefix);
  doc.fontSize(size).fillColor(COLORS.text);
  runs.forEach((run, i) => {
    doc.font(run.bold ? 'bold' : 'regular').fillColor(run.link ? COLORS.accent : COLORS.text);
    const last = i === runs.length - 1;
    const textOptions = {
      width: width - indent,
      continued: !last,
      link: run.link ?? null,
      underline: Boolean(run.link),
    };
    if (i === 0) doc.text(run.text, indented(indent), doc.y, textOptions);
    else doc.text(run.text, textOptions);
  });
  doc.fillColor(COLORS.text);
}

/** Sources, on a page of their own: every source with its address. */
function writeSources({ doc, labels, width }: PdfContext, hazard: HazardDetail): void {
  doc.addPage();
  doc.font('bold').fontSize(18).fillColor(COLORS.accent).text(labels.sources, MARGIN, MARGIN, { width });
  doc.moveDown(0.5);
  for (const source of hazard.sources) {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(`${source.title} — ${source.publisher}`, { width });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(COLORS.accent)
      .text(source.url, { width, link: source.url, underline: true });
    doc.moveDown(0.4);
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m);

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
import { AppError } from '../../lib/app-error.js';
import { PDF_LABELS } from './pdf-labels.js';

/**
 * The fonts come from npm with the app, so PDFs work on a fresh install with no system package:
 * Noto Sans JP (Latin, Cyrillic, Japanese) for every language but Chinese, which takes Noto Sans
 * SC so that Han characters have their Simplified Chinese forms. Both are under the SIL Open Font
 * License, shipped in each package's LICENSE. Only the regular and bold weights are read.
 */
const FONT_FILES = {
  jp: { package: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  sc: { package: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
} as const;
type FontSet = keyof typeof FONT_FILES;

const FONT_SET_BY_LANGUAGE: Record<LanguageCode, FontSet> = {
  en: 'jp',
  es: 'jp',
  fr: 'jp',
  de: 'jp',
  ru: 'jp',
  ja: 'jp',
  zh: 'sc',
};

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

const require = createRequire(import.meta.url);
/** The folder of a font package's files (its entry point is `dist/`, the fonts beside it). */
function fontDirectory(set: FontSet): string {
  return join(dirname(require.resolve(FONT_FILES[set].package)), '..', 'fonts');
}

const fonts = new Map<FontSet, Fonts>();
/** A language's fonts, read once per process (9-17 MB a set; pdfkit embeds only the glyphs used). */
function loadFonts(lang: LanguageCode): Fonts {
  const set = FONT_SET_BY_LANGUAGE[lang];
  let loaded = fonts.get(set);
  if (!loaded) {
    const dir = fontDirectory(set);
    const files = FONT_FILES[set];
    if (!existsSync(join(dir, files.regular)) || !existsSync(join(dir, files.bold))) {
      // An install that lost the font package says what is missing instead of failing with a 500.
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `PDFs are not available on this server: the fonts of ${files.package} are missing (run npm install).`,
      );
    }
    loaded = { regular: readFileSync(join(dir, files.regular)), bold: readFileSync(join(dir, files.bold)) };
    fonts.set(set, loaded);
  }
  return loaded;
}

const COLORS = { text: '#1a1a1a', muted: '#555555', critical: '#b3261e', accent: '#0b5394' };
const MARGIN = 56;

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
  const doc = await createDocument(hazard, lang, name);
  const done = collectBytes(doc);
  const context: PdfContext = {
    doc,
    lang,
    labels,
    width: doc.page.width - MARGIN * 2,
    origin: options.origin,
  };
  writeHeading(context, hazard, name);
  writeStages(context, hazard);
  writeSources(context, hazard);
  writeFooters(context, `${labels.call911}  ·  ${name}  ·  ${options.origin}/hazards/${hazard.slug}`);
  doc.end();
  return done;
}

/** A letter-size document with the language's fonts registered as 'regular' and 'bold'. */
async function createDocument(
  hazard: HazardDetail,
  lang: LanguageCode,
  name: string,
): Promise<PDFKit.PDFDocument> {
  const { regular, bold } = loadFonts(lang);
  // pdfkit (with its font engine) adds some 30 MB to the process: loaded on the first PDF (ADR 031).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang,
    displayTitle: true,
    info: { Title: `${name} - Prepwell`, Author: 'Prepwell', Subject: pickText(hazard.description, lang) },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return doc;
}

/** The document's bytes, once it ends. */
function collectBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
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
  const { doc, lang, labels, width } = context;
  if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
  doc.moveDown(0.6);
  const top = doc.y;
  const startPage = doc.bufferedPageRange().count;
  if (block.critical) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(COLORS.critical)
      .text(labels.critical.toUpperCase(), MARGIN + 10, top);
  }
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(COLORS.text)
    .text(pickText(block.title, lang), MARGIN + 10, doc.y, {
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
      .rect(MARGIN, top, 3, bottom - top)
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
  { doc, width, origin }: PdfContext,
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
    if (i === 0) doc.text(run.text, MARGIN + indent, doc.y, textOptions);
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

/** A footer on every page: the 911 reminder, the hazard's address, and the page number. */
function writeFooters({ doc, labels, width }: PdfContext, footer: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 6;
    const pageNumber = labels.page.replace('{page}', String(i + 1)).replace('{pages}', String(count));
    doc.font('regular').fontSize(9).fillColor(COLORS.muted);
    doc.text(footer, MARGIN, y, { width, lineBreak: false, height: 12 });
    doc.text(pageNumber, MARGIN, y + 12, { width, align: 'right', lineBreak: false, height: 12 });
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

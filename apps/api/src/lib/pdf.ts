import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { textDirection, type LanguageCode } from '@prepwell/contract';
import { AppError } from './app-error.js';
import { writeRightToLeft } from './pdf-rtl.js';

/*
 * What every PDF Prepwell makes shares (the hazard guides, the emergency plan): the fonts, the
 * document, its bytes and the page footers.
 *
 * The fonts come from npm with the app, so PDFs work on a fresh install with no system package:
 * Noto Sans JP (Latin with Vietnamese, Cyrillic, Japanese) for every language but Chinese, which
 * takes Noto Sans SC so that Han characters have their Simplified Chinese forms, and Korean, which
 * takes Noto Sans KR for Hangul, and Arabic, which takes Vazirmatn: Arabic letters and Latin ones in
 * one font, so a line that mixes them (an agency's name, "911") is measured and wrapped right. All
 * are under the SIL Open Font License, shipped in each package (LICENSE, OFL.txt). Only the
 * regular and bold weights are read.
 */
const FONT_FILES = {
  jp: { package: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  sc: { package: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  kr: { package: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
  ar: { package: 'vazirmatn', regular: 'Vazirmatn-Regular.ttf', bold: 'Vazirmatn-Bold.ttf' },
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
  vi: 'jp',
  tl: 'jp',
  ko: 'kr',
  ht: 'jp',
  pt: 'jp',
  ar: 'ar',
};

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

const require = createRequire(import.meta.url);
/**
 * The folder of a font package's files: beside the `dist/` of the @embedpdf packages' entry point,
 * under `fonts/ttf/` in vazirmatn (a package of files, with no entry point).
 */
function fontDirectory(set: FontSet): string {
  if (set === 'ar') return join(dirname(require.resolve('vazirmatn/package.json')), 'fonts', 'ttf');
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

export const PDF_COLORS = { text: '#1a1a1a', muted: '#555555', critical: '#b3261e', accent: '#0b5394' };
export const PDF_MARGIN = 56;

export interface PdfInfo {
  Title: string;
  Subject?: string;
}

/**
 * A document in `lang` with that language's fonts registered as 'regular' and 'bold', its pages
 * buffered (for the footers), letter size unless `margin` says otherwise.
 */
export async function createPdfDocument(
  lang: LanguageCode,
  info: PdfInfo,
  margin: number = PDF_MARGIN,
): Promise<PDFKit.PDFDocument> {
  const { regular, bold } = loadFonts(lang);
  // pdfkit (with its font engine) adds some 30 MB to the process: loaded on the first PDF (ADR 031).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, bottom: margin + 20, left: margin, right: margin },
    bufferPages: true,
    lang,
    displayTitle: true,
    info: { ...info, Author: 'Prepwell' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  if (textDirection(lang) === 'rtl') writeRightToLeft(doc);
  return doc;
}

/** The document's bytes, once it ends. */
export function collectPdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A footer on every page: one line of text, and the page number under it at the right
 * (`pageLabel` with `{page}` and `{pages}` replaced).
 */
export function writePageFooters(
  doc: PDFKit.PDFDocument,
  footer: string,
  pageLabel: string,
  margin: number = PDF_MARGIN,
): void {
  const { start, count } = doc.bufferedPageRange();
  const width = doc.page.width - margin * 2;
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - margin + 6;
    const pageNumber = pageLabel.replace('{page}', String(i + 1)).replace('{pages}', String(count));
    doc.font('regular').fontSize(9).fillColor(PDF_COLORS.muted);
    doc.text(footer, margin, y, { width, lineBreak: false, height: 12 });
    doc.text(pageNumber, margin, y + 12, { width, align: 'right', lineBreak: false, height: 12 });
  }
}

import type { LanguageCode, PlanPdfRequest, PlanPrintSection } from '@prepwell/contract';
import {
  PDF_COLORS as COLORS,
  PDF_MARGIN,
  collectPdfBytes,
  createPdfDocument,
  writePageFooters,
} from '../../lib/pdf.js';
import { isRightToLeft } from '../../lib/pdf-rtl.js';

/*
 * My Emergency Plan on paper (ADR 035). The app lays the plan out in the reader's words (its
 * labels are the app's, in every language); this sets them in the language's fonts: the whole plan
 * section after section, or folding wallet cards, one per household member. Nothing is stored.
 */

type Line = PlanPrintSection['entries'][number]['lines'][number];

/** "Label: value", or the value alone. */
const lineText = ({ label, value }: Line) => (label ? `${label}: ${value}` : value);

export async function renderPlanPdf(print: PlanPdfRequest, lang: LanguageCode): Promise<Buffer> {
  const cards = print.layout === 'cards';
  const doc = await createPdfDocument(
    lang,
    { Title: `${print.title} - Prepwell` },
    cards ? CARD_PAGE_MARGIN : PDF_MARGIN,
  );
  const done = collectPdfBytes(doc);
  if (cards) writeCards(doc, print);
  else writeFullPlan(doc, print);
  writePageFooters(
    doc,
    cards ? print.instructions : print.footer,
    '{page} / {pages}',
    cards ? CARD_PAGE_MARGIN : PDF_MARGIN,
  );
  doc.end();
  return done;
}

/* The whole plan: the title, then each section with its entries, each line a label and a value. */

const LABEL_WIDTH = 150;

function writeFullPlan(doc: PDFKit.PDFDocument, print: PlanPdfRequest): void {
  const left = PDF_MARGIN;
  const width = doc.page.width - PDF_MARGIN * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` more points fit on this one. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  doc.font('bold').fontSize(22).fillColor(COLORS.text).text(print.title, left, doc.y, { width });
  doc.moveDown(0.2);
  doc.font('bold').fontSize(11).fillColor(COLORS.critical).text(print.footer, { width });
  for (const section of print.sections) {
    doc.moveDown(1);
    room(80);
    doc.font('bold').fontSize(16).fillColor(COLORS.accent).text(section.title, left, doc.y, { width });
    for (const entry of section.entries) {
      doc.moveDown(0.5);
      room(40);
      if (entry.heading) {
        doc.font('bold').fontSize(12).fillColor(COLORS.text).text(entry.heading, left, doc.y, { width });
      }
      for (const line of entry.lines) writeRow(doc, line, left, width, room);
    }
  }
}

/** One line of an entry: the label in a narrow column, the value beside it. */
function writeRow(
  doc: PDFKit.PDFDocument,
  line: Line,
  left: number,
  width: number,
  room: (height: number) => void,
): void {
  // The label's column is at the side lines start on: the left, or the right in Arabic.
  const rtl = isRightToLeft(doc);
  const valueLeft = line.label && !rtl ? left + LABEL_WIDTH : left;
  const valueWidth = line.label ? width - LABEL_WIDTH : width;
  const labelLeft = rtl ? left + width - LABEL_WIDTH + 10 : left;
  doc.font('regular').fontSize(11);
  const valueHeight = doc.heightOfString(line.value, { width: valueWidth });
  doc.font('bold').fontSize(9.5);
  const labelHeight = line.label ? doc.heightOfString(line.label, { width: LABEL_WIDTH - 10 }) : 0;
  // A row moves whole to the next page when it fits on one; a longer note flows on by itself.
  const height = Math.max(valueHeight, labelHeight);
  if (height < doc.page.height / 2) room(height + 4);
  doc.moveDown(0.15);
  const top = doc.y;
  if (line.label) {
    doc.fillColor(COLORS.muted).text(line.label, labelLeft, top + 1, { width: LABEL_WIDTH - 10 });
  }
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLORS.text)
    .text(line.value, valueLeft, top, { width: valueWidth });
  doc.y = Math.max(doc.y, top + labelHeight);
  doc.x = left;
}

/*
 * Wallet cards: a card is a credit card's size (3.375 × 2.125 in) folded once, so each is printed
 * as two panels side by side, the fold between them: cut around, fold in the middle. Four to a
 * letter page. The text flows from the front panel to the back; what does not fit is cut, and the
 * card says so (`more`).
 */

const CARD_PAGE_MARGIN = 36;
const PANEL = { width: 243, height: 153 };
const CARD_GAP = 22;
const PADDING = 8;
const CARD_SIZE = { heading: 7, name: 10, text: 7 };

interface Panel {
  x: number;
  top: number;
  width: number;
  bottom: number;
}

function writeCards(doc: PDFKit.PDFDocument, print: PlanPdfRequest): void {
  const left = (doc.page.width - PANEL.width * 2) / 2;
  let top = CARD_PAGE_MARGIN;
  print.sections.forEach((card, at) => {
    if (at > 0) {
      top += PANEL.height + CARD_GAP;
      if (top + PANEL.height > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        top = CARD_PAGE_MARGIN;
      }
    }
    writeCard(doc, print, card, left, top);
  });
}

function writeCard(
  doc: PDFKit.PDFDocument,
  print: PlanPdfRequest,
  card: PlanPrintSection,
  left: number,
  top: number,
): void {
  // Cut line around the card, fold line down its middle.
  doc.save().lineWidth(0.6).strokeColor('#777777').dash(4, { space: 3 });
  doc.rect(left, top, PANEL.width * 2, PANEL.height).stroke();
  doc.undash().dash(1, { space: 2 });
  doc
    .moveTo(left + PANEL.width, top)
    .lineTo(left + PANEL.width, top + PANEL.height)
    .stroke();
  doc.undash().restore();

  const panels: Panel[] = [0, 1].map((side) => ({
    x: left + side * PANEL.width + PADDING,
    top: top + PADDING,
    width: PANEL.width - PADDING * 2,
    bottom: top + PANEL.height - PADDING,
  }));
  // The back keeps its last line for the emergency number.
  doc.font('bold').fontSize(CARD_SIZE.text);
  const footerHeight = doc.heightOfString(print.footer, { width: panels[1]!.width });
  panels[1]!.bottom -= footerHeight + 2;

  const front = panels[0]!;
  doc.font('bold').fontSize(CARD_SIZE.heading).fillColor(COLORS.critical);
  doc.text(print.title.toUpperCase(), front.x, front.top, { width: front.width });
  doc.font('bold').fontSize(CARD_SIZE.name).fillColor(COLORS.text);
  doc.text(card.title, front.x, doc.y + 1, { width: front.width, height: 30, ellipsis: true });
  doc.y += 2;

  const flow = new CardFlow(doc, panels);
  for (const entry of card.entries) {
    if (entry.lines.length === 0) continue;
    if (entry.heading && !flow.write(entry.heading, 'heading')) break;
    if (!entry.lines.every((line) => flow.write(lineText(line), 'line', line.label))) break;
  }
  const back = panels[1]!;
  if (flow.cut && print.more) {
    doc.font('regular').fontSize(CARD_SIZE.text).fillColor(COLORS.muted);
    doc.text(print.more, back.x, back.bottom - doc.heightOfString(print.more, { width: back.width }), {
      width: back.width,
    });
  }
  doc.font('bold').fontSize(CARD_SIZE.text).fillColor(COLORS.critical);
  doc.text(print.footer, back.x, back.bottom + 2, { width: back.width });
}

/** Text poured into a card's panels in order; `cut` once something did not fit. */
class CardFlow {
  cut = false;
  private at = 0;
  /** Room kept at the foot of the back panel for the `more` sentence. */
  private readonly reserve: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly panels: Panel[],
  ) {
    doc.font('regular').fontSize(CARD_SIZE.text);
    this.reserve = doc.currentLineHeight(true) * 2;
    doc.y = Math.max(doc.y, panels[0]!.top);
  }

  /** Writes one heading or line (its `label` in bold); false (and `cut`) when the card is full. */
  write(text: string, kind: 'heading' | 'line', label = ''): boolean {
    const { doc } = this;
    for (;;) {
      const panel = this.panels[this.at]!;
      const last = this.at === this.panels.length - 1;
      const bottom = last ? panel.bottom - this.reserve : panel.bottom;
      this.style(kind);
      const gap = kind === 'heading' ? 2 : 0;
      // Measured in bold throughout: a little more than the bold label and plain value take.
      if (kind === 'line' && label) doc.font('bold');
      const height = doc.heightOfString(text, { width: panel.width });
      // A heading needs room for its first line under it too.
      const needed = gap + height + (kind === 'heading' ? doc.currentLineHeight(true) : 0);
      if (doc.y + needed <= bottom) {
        if (kind === 'line' && label) {
          // Measured as one run above; written as the bold label and the plain rest.
          doc.font('bold').text(`${label}: `, panel.x, doc.y, { width: panel.width, continued: true });
          doc.font('regular').text(text.slice(label.length + 2));
        } else {
          doc.text(text, panel.x, doc.y + gap, { width: panel.width });
        }
        return true;
      }
      if (!last) {
        this.at += 1;
        doc.y = this.panels[this.at]!.top;
        continue;
      }
      // The back is full: what fits of a line, ended with an ellipsis, and the card is cut.
      const left = bottom - doc.y;
      if (kind === 'line' && left >= doc.currentLineHeight(true)) {
        doc.text(text, panel.x, doc.y, { width: panel.width, height: left, ellipsis: true });
      }
      this.cut = true;
      return false;
    }
  }

  private style(kind: 'heading' | 'line') {
    if (kind === 'heading') this.doc.font('bold').fontSize(CARD_SIZE.heading).fillColor(COLORS.accent);
    else this.doc.font('regular').fontSize(CARD_SIZE.text).fillColor(COLORS.text);
  }
}

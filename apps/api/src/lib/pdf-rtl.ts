import bidiFactory from 'bidi-js';

/*
 * Right-to-left PDFs (Arabic, ADR 036). pdfkit wraps lines and its font engine (fontkit) shapes
 * Arabic letters, but it knows no bidirectional order: fontkit lays a run that holds Arabic out
 * right to left as a whole, so "اتصل بـ 911" came out with "119". So, in a document written right
 * to left, each line pdfkit draws is split into its visual runs by the Unicode bidirectional
 * algorithm (bidi-js), each run drawn in turn, and the line placed as the mirror image of where
 * pdfkit put it in its box: what pdfkit starts at the left (a paragraph, an indent, a bold word
 * that continues a line) starts at the right, and what it aligns right (a page number) goes left.
 */

const bidi = bidiFactory();

/** A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * One line of right-to-left text as the pieces to draw from left to right. A piece with Arabic
 * letters stays in reading order (fontkit lays it out right to left itself, shaping each letter by
 * its neighbours); any other piece is given in the order it is seen: numbers and Latin words as
 * written, and the neutral marks between right-to-left words reversed, with brackets mirrored.
 */
export function visualRuns(line: string): string[] {
  // A line without a right-to-left letter (an address, a source's English title) is read left to
  // right: a slash that ends an address stays at its end.
  const embedding = bidi.getEmbeddingLevels(line, RIGHT_TO_LEFT_LETTER.test(line) ? 'rtl' : 'ltr');
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const runs: string[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const seen = run.map((i) => mirrored.get(i) ?? line[i]).join('');
    const rightToLeft = (levels[run[0]!] ?? 0) % 2 === 1;
    runs.push(rightToLeft && RIGHT_TO_LEFT_LETTER.test(seen) ? [...seen].reverse().join('') : seen);
    run = [];
  };
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    const previous = run.at(-1);
    if (previous !== undefined && levels[previous] !== levels[index]) flush();
    run.push(index);
  }
  flush();
  return runs;
}

/** A line's text options, with what pdfkit's line wrapper adds to them. */
interface FragmentOptions extends PDFKit.Mixins.TextOptions {
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
}

/** The two pdfkit methods every line of text passes through (pdfkit's text mixin). */
interface TextInternals {
  _line(text: string, options: FragmentOptions | undefined, wrapper?: { startX: number }): void;
  _fragment(text: string, x: number, y: number, options: FragmentOptions): void;
}

const rightToLeftDocuments = new WeakSet<PDFKit.PDFDocument>();

/** Whether `doc` writes right to left: its layout then puts side columns on the other side too. */
export const isRightToLeft = (doc: PDFKit.PDFDocument): boolean => rightToLeftDocuments.has(doc);

/** Makes `doc` write its text right to left (see above). */
export function writeRightToLeft(doc: PDFKit.PDFDocument): void {
  rightToLeftDocuments.add(doc);
  const internals = doc as unknown as TextInternals;
  const line = internals._line.bind(doc);
  const fragment = internals._fragment.bind(doc);
  /** The box the line being drawn was wrapped in, to mirror it in. */
  let box: { left: number; right: number } | null = null;

  internals._line = (text, options = {}, wrapper) => {
    box =
      wrapper && typeof options.width === 'number'
        ? { left: wrapper.startX, right: wrapper.startX + options.width }
        : null;
    try {
      line(text, options, wrapper);
    } finally {
      box = null;
    }
  };

  internals._fragment = (text, x, y, options) => {
    const content = text.replace(/\n/g, '');
    // Each run is drawn as its own left-aligned fragment: no alignment, word spacing or line width
    // of the whole line (its link and underline then cover that run only). With features named,
    // pdfkit lays a run out whole; without, word by word, and a right-to-left run's words would
    // come out left to right.
    const piece: FragmentOptions = {
      ...options,
      align: 'left',
      wordSpacing: 0,
      textWidth: undefined,
      wordCount: undefined,
      features: options.features ?? [],
    };
    let start = x;
    if (box) {
      const width = doc.widthOfString(content, piece);
      const lineWidth = options.lineWidth ?? box.right - box.left;
      let left = x;
      if (options.align === 'right') left = x + lineWidth - doc.widthOfString(content.trimEnd(), piece);
      else if (options.align === 'center') left = x + lineWidth / 2 - (options.textWidth ?? width) / 2;
      // Trailing spaces go to the left end of a right-to-left line, so the words end where pdfkit's
      // began.
      start = box.left + box.right - (left + width);
    }
    for (const run of visualRuns(content)) {
      fragment(run, start, y, piece);
      start += doc.widthOfString(run, piece);
    }
  };
}

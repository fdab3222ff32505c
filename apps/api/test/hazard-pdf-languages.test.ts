import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACK_DIR, readContentPack } from '@prepwell/content';
import { visualRuns } from '../src/lib/pdf-rtl.js';
import { loadContent } from '../src/modules/content/loader.js';
import { createTestApp, type TestApp } from './helpers.js';

/** The text of a PDF as poppler's pdftotext reads it, page by page, in reading order. */
function pdftotext(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'prepwell-pdf-'));
  try {
    const file = join(dir, 'guide.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Spaces and line ends as one space, so a sentence can be found across a wrapped line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The Arabic words and the numbers of a text, in the order pdftotext reads them. pdftotext marks
 * runs with directional controls and splits a mark or a lam-alef from its word, so whole
 * sentences are not compared: a row of words is, and the sentences chosen have neither.
 */
const words = (text: string) => text.match(/[\u0621-\u064a\u0640]+|\d+/g)?.join(' ') ?? '';

/** The fonts a PDF embeds (each a subset: `ABCDEF+Name`). */
const embeddedFonts = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);

describe('hazard PDFs of the shipped guide in Arabic and Korean', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loadFixtureContent: false, env: { PUBLIC_URL: 'https://prepwell.example' } });
    await loadContent(t.database.db, readContentPack(DEFAULT_PACK_DIR, { markdown: false }));
  });
  afterAll(async () => t.close());

  const pdf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };

  it('writes Arabic right to left in Vazirmatn, with 911 and the guide’s sentences in reading order', async () => {
    const bytes = await pdf('/pdf/flood.ar.pdf');
    expect([...new Set(embeddedFonts(bytes))].sort()).toEqual(['Vazirmatn-Bold', 'Vazirmatn-Regular']);
    const pages = pdftotext(bytes)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(3);
    // The footer of every page of the guide: "In an emergency, call 911" and "Page n of N", numbers
    // as written. (The last page lists the sources, in English: pdftotext reads that page left to
    // right.)
    pages.slice(0, -1).forEach((page, i) => {
      expect(words(page)).toContain('في حالة الطوارئ اتصل بـ 911');
      expect(words(page)).toContain(`صفحة ${i + 1} من ${pages.length}`);
    });
    const text = words(pages.join(' '));
    // The title, then the guide's own sentences: a bold run, then the rest of its line.
    expect(text.startsWith('الفيضان')).toBe(true);
    expect(text).toContain('اتصل بـ 911 وأخبرهم بعنوانك وعدد');
    // Measures with their numbers in order: "6 inches (15 cm)".
    expect(text).toContain('6 بوصات 15 سم من الماء الجاري');
  });

  it('writes Korean in Noto Sans KR with the guide’s own sentences', async () => {
    const bytes = await pdf('/pdf/flood.ko.pdf');
    expect([...new Set(embeddedFonts(bytes))].sort()).toEqual(['NotoSansKR-Bold', 'NotoSansKR-Regular']);
    const text = flat(pdftotext(bytes));
    expect(text).toContain('응급 상황에서는 911에 전화하세요.');
    expect(text).toContain('홍수');
  });
});

describe('the visual runs of a right-to-left line', () => {
  it('keeps numbers and Latin words as written, brackets mirrored, and Arabic in reading order for the font engine', () => {
    expect(visualRuns('في حالة الطوارئ، اتصل بـ 911.')).toEqual(['.', '911', 'في حالة الطوارئ، اتصل بـ ']);
    expect(visualRuns('مرحبا (FEMA) هنا')).toEqual(['( هنا', 'FEMA', 'مرحبا )']);
    // A line with no Arabic letter is read left to right: the address keeps its slash at the end.
    expect(visualRuns('https://www.floodsmart.gov/')).toEqual(['https://www.floodsmart.gov/']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@prepwell/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { readPdfText } from './pdf-text.js';

describe('hazard PDFs and share links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://prepwell.example' } });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('renders a real PDF: name, stages in order, critical marked, markdown kept, sources, date, 911, pages', async () => {
    const res = await get('/pdf/fixture-earthquake.en.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="fixture-earthquake.en.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdfText(res.rawPayload);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Earthquake');
    expect(pages[0]).toContain('Sudden shaking of the ground.');
    expect(pages[0]).toContain('Last updated: January 1, 2022');
    // Stages in order Prepare, React, Recover, then the sources.
    const at = (word: string) => text.indexOf(word);
    expect(at('Prepare')).toBeGreaterThan(-1);
    expect(at('Prepare')).toBeLessThan(at('React'));
    expect(at('React')).toBeLessThan(at('Recover'));
    expect(at('Recover')).toBeLessThan(at('Sources'));
    // The critical block of React (90405) is marked and comes first in its stage.
    expect(text).toMatch(/CRITICAL\s+Earthquake React 90405[\s\S]*Earthquake React 90403/);
    // Lists and bold text survive; a site link becomes absolute.
    expect(text).toContain('Bold step');
    expect(text).toContain('Fixture Flood');
    expect(text).toContain('https://www.cdc.gov/');
    // The 911 reminder and a page number on every page.
    pages.forEach((page, i) => {
      expect(page).toContain('In an emergency, call 911.');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('renders Japanese text with the Japanese labels', async () => {
    const res = await get('/pdf/fixture-earthquake.ja.pdf');
    expect(res.statusCode).toBe(200);
    const text = (await readPdfText(res.rawPayload)).join('\n');
    expect(text).toContain('地震');
    expect(text).toContain('備える');
    expect(text).toContain('緊急時は 911 に電話してください。');
    expect(text).toContain('AI 翻訳により日本語に翻訳されています。');
  });

  it('embeds the fonts shipped through npm: Noto Sans JP for Russian, Japanese and Vietnamese, Noto Sans SC for Chinese, Noto Sans KR for Korean', async () => {
    // No system font is read: these PDFs come out the same on a machine without any font package.
    const embedded = (pdf: Buffer) =>
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    const cases: [string, string, string[]][] = [
      [
        '/pdf/fixture-earthquake.ja.pdf',
        '緊急時は 911 に電話してください。',
        ['NotoSansJP-Bold', 'NotoSansJP-Regular'],
      ],
      [
        '/pdf/fixture-wildfire.ru.pdf',
        'В экстренной ситуации звоните 911.',
        ['NotoSansJP-Bold', 'NotoSansJP-Regular'],
      ],
      [
        '/pdf/fixture-wildfire.zh.pdf',
        '紧急情况下，请拨打 911。',
        ['NotoSansHans-Bold', 'NotoSansHans-Regular'],
      ],
      // Korean takes Noto Sans KR for Hangul; Vietnamese's marks are in Noto Sans JP.
      [
        '/pdf/fixture-wildfire.ko.pdf',
        '응급 상황에서는 911에 전화하세요.',
        ['NotoSansKR-Bold', 'NotoSansKR-Regular'],
      ],
      [
        '/pdf/fixture-wildfire.vi.pdf',
        'Khi khẩn cấp, hãy gọi 911.',
        ['NotoSansJP-Bold', 'NotoSansJP-Regular'],
      ],
    ];
    for (const [url, call911, fonts] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect([...new Set(embedded(res.rawPayload))].sort(), url).toEqual(fonts);
      expect((await readPdfText(res.rawPayload)).join('\n'), url).toContain(call911);
    }
  });

  it('says so when the hazard has no text in the language, and uses English', async () => {
    const text = (await readPdfText((await get('/pdf/fixture-wildfire.ru.pdf')).rawPayload)).join('\n');
    expect(text).toContain('Wildfire');
    expect(text).toContain('Это руководство пока недоступно на вашем языке');
  });

  it('answers 304 to a repeated request, and 404 JSON for an unknown hazard, language or name', async () => {
    const first = await get('/pdf/fixture-flood.en.pdf');
    const again = await get('/pdf/fixture-flood.en.pdf', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    for (const url of ['/pdf/no-such.en.pdf', '/pdf/fixture-flood.xx.pdf', '/pdf/fixture-flood.pdf']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('redirects share links to the hazard or the block, and anything unknown to the guide', async () => {
    const cases: [string, string][] = [
      ['/s/904', '/hazards/fixture-earthquake'],
      ['/s/904/90403', '/hazards/fixture-earthquake/90403'],
      ['/s/904/90103', '/hazards/fixture-earthquake'], // a block of another hazard
      ['/s/904/abc', '/hazards/fixture-earthquake'],
      ['/s/999', '/hazards'],
      ['/s/abc', '/hazards'],
      ['/s/99999999999999', '/hazards'],
    ];
    for (const [url, location] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });
});

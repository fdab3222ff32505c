import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@prepwell/contract';
import { AppError } from '../src/lib/app-error.js';
import { createTestApp, type TestApp } from './helpers.js';

// The fault a fresh install could still meet: the font package is gone, so no PDF can be made.
vi.mock('../src/modules/hazards/pdf.js', () => ({
  renderHazardPdf: () => {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'PDFs are not available on this server: the fonts are missing.',
    );
  },
}));

describe('a hazard PDF that cannot be made', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('shows a browser tab a page in the PDF language with the way back to the guide, never JSON', async () => {
    const cases = [
      ['/pdf/fixture-flood.ja.pdf', 'ja', '現在この PDF を作成できません', '/hazards/fixture-flood?lang=ja'],
      [
        '/pdf/fixture-flood.ru.pdf',
        'ru',
        'Сейчас не удаётся создать этот PDF',
        '/hazards/fixture-flood?lang=ru',
      ],
      ['/pdf/fixture-flood.en.pdf', 'en', 'This PDF can&#39;t be made right now', '/hazards/fixture-flood"'],
    ] as const;
    for (const [url, lang, title, back] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' },
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(`<html lang="${lang}">`);
      expect(res.body, url).toContain(title);
      expect(res.body, url).toContain(`href="${back}`);
    }
  });

  it('still answers a script with the JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pdf/fixture-flood.en.pdf' });
    expect(res.statusCode).toBe(503);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

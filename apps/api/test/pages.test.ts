import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../src/lib/page-language.js';
import { withPageHead } from '../src/plugins/web.js';
import { createTestApp, type TestApp } from './helpers.js';

const ORIGIN = 'https://prepwell.example';

/** The web app's real index.html template, as the build keeps its head. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prepwell-web-'));
  const template = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'index.html');
  copyFileSync(template, join(dir, 'index.html'));
  return dir;
}

describe('what search engines and link previews read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: webDist() } });
  });
  afterAll(async () => t.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  it('gives a hazard page its title, description, canonical, hreflang and preview tags', async () => {
    const res = await page('/hazards/fixture-earthquake');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    const html = res.body;
    expect(tag(html, /<title>([^<]*)<\/title>/)).toBe('Earthquake - Prepwell');
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toBe('Sudden shaking of the ground.');
    expect(tag(html, /<html lang="([^"]*)"/)).toBe('en');
    expect(tag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/hazards/fixture-earthquake`);
    expect([...html.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['en', `${ORIGIN}/hazards/fixture-earthquake`],
      ['ja', `${ORIGIN}/hazards/fixture-earthquake?lang=ja`],
      ['x-default', `${ORIGIN}/hazards/fixture-earthquake`],
    ]);
    expect(tag(html, /property="og:title" content="([^"]*)"/)).toBe('Earthquake - Prepwell');
    expect(tag(html, /property="og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/hazards/fixture-earthquake`);
    expect(tag(html, /property="og:image" content="([^"]*)"/)).toBe(
      `${ORIGIN}/public/preview/hazards/fixture-earthquake.png`,
    );
    expect(tag(html, /name="twitter:card" content="([^"]*)"/)).toBe('summary');
  });

  it('answers in the language the address, the cookie or the browser asks for', async () => {
    const byQuery = (await page('/hazards/fixture-earthquake?lang=ja')).body;
    expect(tag(byQuery, /<title>([^<]*)<\/title>/)).toBe('地震 - Prepwell');
    expect(tag(byQuery, /<html lang="([^"]*)"/)).toBe('ja');
    expect(tag(byQuery, /property="og:locale" content="([^"]*)"/)).toBe('ja_JP');
    const byCookie = (await page('/hazards/904', { cookie: 'prepwell_lang=ja' })).body;
    expect(tag(byCookie, /<title>([^<]*)<\/title>/)).toBe('地震 - Prepwell');
    const byBrowser = (await page('/hazards/904/90403', { 'accept-language': 'fr;q=0.9, ja-JP, en;q=0.5' }))
      .body;
    expect(tag(byBrowser, /<title>([^<]*)<\/title>/)).toBe('地震 - Prepwell');
    // Not written in Russian: the head stays English (the page falls back the same way).
    const fallback = (await page('/hazards/fixture-earthquake?lang=ru')).body;
    expect(tag(fallback, /<title>([^<]*)<\/title>/)).toBe('Earthquake - Prepwell');
    expect(tag(fallback, /<html lang="([^"]*)"/)).toBe('en');
  });

  it('keeps the default head for other pages and unknown hazards', async () => {
    for (const url of ['/', '/hazards', '/hazards/no-such-hazard', '/settings/faq']) {
      const html = (await page(url)).body;
      expect(tag(html, /<title>([^<]*)<\/title>/), url).toBe('Prepwell');
      expect(html, url).not.toContain('og:title');
    }
  });

  it('shows a preview image of the hazard icon as a 512 px PNG', async () => {
    const res = await t.app.inject({ url: '/public/preview/hazards/fixture-earthquake.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    expect((await t.app.inject({ url: '/public/preview/hazards/nope.png' })).statusCode).toBe(404);
  });

  it('lists every hazard in every language it is written in, with alternates, in the sitemap', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${ORIGIN}/hazards/fixture-earthquake`);
    expect(locs).toContain(`${ORIGIN}/hazards/fixture-earthquake?lang=ja`);
    expect(locs).toContain(`${ORIGIN}/hazards/fixture-flood?lang=ja`);
    expect(locs).not.toContain(`${ORIGIN}/hazards/fixture-wildfire?lang=ja`);
    // Six hazards: four in English only, two also in Japanese; plus the fixed pages.
    expect(locs.filter((loc) => loc?.includes('/hazards/'))).toHaveLength(8);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ja" href="${ORIGIN}/hazards/fixture-earthquake?lang=ja" />`,
    );
  });

  it('points robots at the sitemap and away from calls and personal pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /public/');
    expect(res.body).toContain('Disallow: /settings/account');
  });
});

describe('a page head written into index.html', () => {
  it('escapes the text it writes, and leaves the rest of the page alone', () => {
    const html =
      '<html lang="en"><head><title>Prepwell</title><meta name="description" content="x" /></head><body>b</body>';
    const out = withPageHead(html, {
      lang: 'en',
      title: 'Fire "</title><script>alert(1)</script>',
      description: 'a & b <i>',
      tags: '<meta property="og:type" content="article" />',
    });
    expect(out).toBe(
      '<html lang="en"><head><title>Fire &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>' +
        '<meta name="description" content="a &amp; b &lt;i&gt;" />' +
        '<meta property="og:type" content="article" />\n  </head><body>b</body>',
    );
  });
});

describe('Accept-Language', () => {
  it('reads the codes we offer, best first', () => {
    expect(acceptedLanguages('fr-CA;q=0.8, ja-JP, de;q=0, en;q=0.5')).toEqual(['ja', 'fr', 'en']);
    expect(acceptedLanguages('zh-Hant-TW,xx;q=0.9')).toEqual(['zh']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

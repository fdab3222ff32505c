/*
 * Server rendering over the whole content pack: every hazard page in every language, the guide
 * and every other server-rendered page come back as HTML with their words in the first answer,
 * from the web app's real server build (built here, as `npm run build` does).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACK_DIR, readContentPack } from '@prepwell/content';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  LANGUAGE_CODES,
  type AlertDetail,
  type AlertsResponse,
  pickText,
  type CrisisSupportResponse,
  type LanguageCode,
} from '@prepwell/contract';
import { currentGuide } from '../src/lib/guide/guide.js';
import { loadContent } from '../src/modules/content/loader.js';
import { PREP_CHECK_WELCOME_COOKIE, SERVER_RENDERED_PAGES, WELCOME_PAGE } from '@prepwell/contract';
import { captureLogs, createTestApp, type TestApp } from './helpers.js';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

/** The text of `html` as a reader sees it: no tags, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe('server rendering of every public page', () => {
  let t: TestApp;
  /** The server's clock: moved on to show that an alert's page is kept a minute at most. */
  let clock = Date.now();
  let distDir: string;
  const logs = captureLogs();

  beforeAll(async () => {
    // The server build lands in apps/web/dist-server (its imports resolve from the repository's
    // node_modules); the API finds it beside its web folder, here a temporary one in apps/web.
    const build = spawnSync('npm', ['run', 'build:ssr'], { cwd: webDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    distDir = mkdtempSync(join(webDir, '.ssr-test-'));
    copyFileSync(join(webDir, 'index.html'), join(distDir, 'index.html'));
    t = await createTestApp({
      loadFixtureContent: false,
      logStream: logs.stream,
      // Every page of the pack from one client: past any real reader's render budget.
      env: {
        WEB_DIST_DIR: distDir,
        SERVER_RENDERING: 'on',
        PAGE_RENDER_RATE_LIMIT: '100000',
        // Alerts to render an alert's page with: the sample feed's, over the shipped pack (its
        // alert events too).
        ALERT_SAMPLE_FEED: 'on',
        CONTENT_DIR: DEFAULT_PACK_DIR,
      },
      now: () => clock,
    });
    await loadContent(t.database.db, readContentPack(DEFAULT_PACK_DIR));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect(res.statusCode, url).toBe(200);
    return res;
  };

  // One test per language, so that each language's pages have their own time.
  it.each(LANGUAGE_CODES)(
    'renders every hazard in %s, its name and description in the HTML',
    async (lang) => {
      const guide = await currentGuide(t.app);
      expect(guide.hazards.length).toBeGreaterThan(40);
      for (const hazard of guide.hazards) {
        const html = (await page(`/hazards/${hazard.slug}?lang=${lang}`)).body;
        const shown: LanguageCode = hazard.translations.includes(lang) ? lang : 'en';
        const words = text(html);
        expect(html, `${hazard.slug} ${lang}`).toContain('id="prepwell-ssr-data"');
        expect(words, `${hazard.slug} ${lang}`).toContain(text(pickText(hazard.name, shown)).trim());
        expect(words, `${hazard.slug} ${lang}`).toContain(text(pickText(hazard.description, shown)).trim());
      }
      expect(logs.text()).not.toContain('server rendering failed');
    },
    120_000,
  );

  it.each(LANGUAGE_CODES)(
    'renders the guide and every other public page in %s, with its title',
    async (lang) => {
      for (const path of ['/hazards', ...SERVER_RENDERED_PAGES]) {
        const html = (await page(`${path}?lang=${lang}`)).body;
        expect(html, `${path} ${lang}`).toContain('id="prepwell-ssr-data"');
        // Arabic is written right to left: the page says so from its first byte (ADR 036).
        expect(html, `${path} ${lang}`).toContain(
          `<html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>`,
        );
        expect(html, `${path} ${lang}`).toMatch(/<title>[^<]+ - Prepwell<\/title>/);
        expect(html, `${path} ${lang}`).toContain(`<link rel="canonical"`);
      }
      expect(logs.text()).not.toContain('server rendering failed');
    },
    60_000,
  );

  it('sends the Prep Checks landing with its welcome open only to a visitor without its cookie, in every language', async () => {
    const cookie = { cookie: `${PREP_CHECK_WELCOME_COOKIE}=1` };
    for (const lang of LANGUAGE_CODES) {
      const first = await page(`${WELCOME_PAGE}?lang=${lang}`);
      expect(first.body, lang).toContain('id="prep-check-welcome-title"');
      expect(first.body, lang).toContain('"seen":{"prepCheckWelcome":false}');
      const seen = await page(`${WELCOME_PAGE}?lang=${lang}`, cookie);
      expect(seen.body, lang).not.toContain('id="prep-check-welcome-title"');
      expect(seen.body, lang).toContain('"seen":{"prepCheckWelcome":true}');
      // Two documents, each kept: the next visitor of either gets the same bytes.
      expect(seen.headers.etag).not.toBe(first.headers.etag);
      expect((await page(`${WELCOME_PAGE}?lang=${lang}`, cookie)).headers.etag).toBe(seen.headers.etag);
      expect((await page(`${WELCOME_PAGE}?lang=${lang}`)).headers.etag).toBe(first.headers.etag);
    }
    // Any other page is one document whatever the cookie says.
    expect((await page('/settings/faq', cookie)).headers.etag).toBe(
      (await page('/settings/faq')).headers.etag,
    );
  });

  it('renders Get Emergency Help with every national line and its number, in every language', async () => {
    const answer = await t.app.inject({ method: 'GET', url: API_PATHS.crisisSupportOptions });
    const { alternatives } = answer.json<CrisisSupportResponse>();
    const national = alternatives.filter((option) => option.scope === 'NATIONAL');
    expect(national.length).toBeGreaterThan(10);
    for (const lang of LANGUAGE_CODES) {
      const html = (await page(`/emergency-help?lang=${lang}`)).body;
      const words = text(html);
      for (const option of national) {
        expect(words, `${option.phone} ${lang}`).toContain(text(pickText(option.title, lang)).trim());
        if (!option.is_text_line)
          expect(html, `${option.phone} ${lang}`).toContain(`href="tel:${option.phone.replace(/\D/g, '')}"`);
      }
      // Local lines need a point, which a page address never carries.
      expect(words).not.toContain('Sample: Rose City');
    }
  }, 120_000);

  it("styles a page with the browser's class names, its style tags marked as already in place", async () => {
    const html = (await page('/emergency-help')).body;
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
    const emotion = classes.filter((name) => name.startsWith('css-'));
    expect(emotion.length).toBeGreaterThan(50);
    // A development build names each class after its component (css-1u2x1w0-MuiPaper-root); the
    // browser's production build does not, and then no server rule matched the browser's.
    expect(emotion.filter((name) => /^css-[a-z0-9]+-/.test(name))).toEqual([]);
    const tags = [...html.matchAll(/<style\b[^>]*data-emotion[^>]*>/g)].map((match) => match[0]);
    expect(tags.length).toBeGreaterThan(0);
    // Emotion moves every unmarked tag into <head> (parsed again) before hydrating.
    expect(tags.filter((tag) => !tag.includes('data-s=""'))).toEqual([]);
  });

  it('sends each page compressed, with an ETag per encoding that answers 304', async () => {
    const plain = await page('/settings/faq');
    const br = await page('/settings/faq', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/settings/faq',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Parameters no page reads (a campaign tag) are the same page, kept once.
    const tagged = await page('/settings/faq?utm_source=chat', { 'accept-encoding': 'br' });
    expect(tagged.headers.etag).toBe(br.headers.etag);
    expect((await page('/settings/faq?lang=fr', { 'accept-encoding': 'br' })).headers.etag).not.toBe(
      br.headers.etag,
    );
  });

  describe('junk addresses', () => {
    let small: TestApp;
    let clock = Date.now();
    beforeAll(async () => {
      small = await createTestApp({
        env: { WEB_DIST_DIR: distDir, SERVER_RENDERING: 'on', PAGE_RENDER_RATE_LIMIT: '3' },
        now: () => clock,
      });
    });
    afterAll(async () => small?.close());

    const open = async (url: string) => {
      const res = await small.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      return {
        etag: String(res.headers.etag),
        html: res.body,
        rendered: res.body.includes('id="prepwell-ssr-data"'),
      };
    };
    /** The server's answer to the search a rendered page carries, from its data block. */
    const searchIn = (html: string, query: string) => {
      const json = /<script[^>]*id="prepwell-ssr-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      const queries =
        (JSON.parse(json) as { queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } })
          .queries?.queries ?? [];
      return queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['hazards', 'search', query]))
        ?.state.data as { hazards: number[] } | undefined;
    };

    it('share the document of the page they stand for, and render once', async () => {
      const canonical = await open('/hazards/fixture-flood');
      expect(canonical.rendered).toBe(true);
      // An unknown stage, a parameter no page reads, and the guide's unknown topic and category:
      // the same document, and no render spent (the budget of 3 would be gone after the third).
      for (let i = 0; i < 10; i++) {
        const junk = await open(`/hazards/fixture-flood?stage=${Math.random().toString(36).slice(2)}&x=${i}`);
        expect(junk.etag).toBe(canonical.etag);
      }
      const guide = await open('/hazards');
      for (const junk of ['?topic=nope', '?category=nope&topic=%00', '?stage=During']) {
        expect((await open(`/hazards${junk}`)).etag, junk).toBe(guide.etag);
      }
      // A stage the page shows is its own page.
      const during = await open('/hazards/fixture-flood?stage=During');
      expect(during.rendered).toBe(true);
      expect(during.etag).not.toBe(canonical.etag);
    });

    it('past a client’s render budget, get the page for the browser to render; cached pages still come rendered', async () => {
      // Three renders so far (the hazard, the guide, the During stage): the budget is spent.
      const refused = await open('/emergency-help');
      expect(refused.rendered).toBe(false);
      expect(refused.html).toContain('<div id="root">');
      expect((await open('/hazards/fixture-flood')).rendered).toBe(true);
      clock += 61_000;
      expect((await open('/emergency-help')).rendered).toBe(true);
    });

    it('render a repeated search parameter as the key it is kept under', async () => {
      clock += 61_000;
      const poisoned = await open('/hazards?query=fLOod&query=x');
      expect(searchIn(poisoned.html, 'fLOod')?.hazards.length).toBeGreaterThan(0);
      const after = await open('/hazards?query=fLOod');
      expect(after.etag).toBe(poisoned.etag);
      expect(searchIn(after.html, 'fLOod')?.hazards.length).toBeGreaterThan(0);
    });
  });

  it("renders an official alert's page with the alert and what to do now, kept a minute at most", async () => {
    let found: AlertsResponse | undefined;
    for (let tries = 0; tries < 200 && !found?.alerts.length; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      found = (
        await t.app.inject({ url: `${API_PATHS.alerts}?points=45.52,-122.68` })
      ).json() as AlertsResponse;
    }
    const id = found?.alerts[0]?.id;
    expect(id).toBeDefined();
    const detail = (await t.app.inject({ url: `/public/v2/alerts/${id}?lang=ja` })).json() as AlertDetail;
    expect(detail.what_to_do).not.toBeNull();

    const html = (await page(`/alerts/${id}?lang=ja`)).body;
    expect(html).toContain('id="prepwell-ssr-data"');
    const words = text(html);
    expect(words).toContain(detail.alert.event);
    expect(words).toContain('今すぐすべきこと');
    for (const block of detail.what_to_do?.blocks ?? [])
      expect(words).toContain(text(pickText(block.title, 'ja')).trim());
    // Times before JavaScript are UTC, and say so (the browser shows its own time zone).
    expect(words).toMatch(/UTC/);

    // Ended: the next minute's page says so (an alert's page is not kept with the content's).
    expect(text((await page(`/alerts/${id}?lang=en`)).body)).toContain(detail.alert.event);
    await t.database.db.execute(
      sql`update alert_messages set ended_at = now(), ended_by = 'withdrawn' where id = ${id}`,
    );
    expect(text((await page(`/alerts/${id}?lang=en`)).body)).not.toContain('This alert has ended');
    clock += 60_000;
    expect(text((await page(`/alerts/${id}?lang=en`)).body)).toContain('This alert has ended');

    // No alert at that id: the browser says so.
    expect((await page('/alerts/999999')).body).not.toContain('id="prepwell-ssr-data"');
  });

  it('leaves personal pages to the browser, with the note that the app needs JavaScript', async () => {
    const html = (await page('/bookmarks')).body;
    expect(html).not.toContain('id="prepwell-ssr-data"');
    expect(html).toContain('Prepwell needs JavaScript');
    expect((await page('/hazards/fixture-none-such')).body).not.toContain('id="prepwell-ssr-data"');
  });
});

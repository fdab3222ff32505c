import type { Browser, Page } from '@playwright/test';
import {
  blocksForStage,
  LANGUAGE_CODES,
  pickText,
  type HazardDetail,
  type LanguageCode,
} from '@prepwell/contract';
import { newPerson, signUpWithoutUi } from './accounts';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

// Issue 22: help one tap away on any phone, and "what to do now" first in the React stage.

const SHOTS = 'screenshots';

/** A page in a fresh context reading in `lang` (the session's language and the server's cookie). */
async function pageIn(
  browser: Browser,
  baseURL: string,
  lang: LanguageCode,
  width: number,
  height = 844,
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height },
    isMobile: width < 800,
    hasTouch: width < 800,
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'prepwell_lang', value: lang, url: baseURL }]);
  await context.addInitScript((language) => {
    sessionStorage.setItem('@language', language);
    localStorage.setItem('Local_Content_Intro', 'true');
  }, lang);
  return context.newPage();
}

/** The header's emergency control as shown at this width (the other one is hidden by CSS). */
const headerControl = (page: Page) =>
  page.getByRole('banner').locator('a[href="/emergency-help"]').filter({ visible: true });

/** How wide the page is: wider than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('emergency help one tap away', () => {
  test('signed in, the control keeps its whole label beside the profile button, from 320 px up @phone', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000);
    for (const width of [320, 360, 390]) {
      const page = await pageIn(browser, baseURL!, 'en', width);
      await signUpWithoutUi(page.request, newPerson(`${testInfo.project.name}-header-${width}`, 'Lou'));
      for (const lang of LANGUAGE_CODES) {
        await page.goto(`/?lang=${lang}`);
        await expect(page.getByRole('button', { name: /Lou/ })).toBeVisible();
        const control = headerControl(page);
        const where = `${lang} at ${width}px, signed in`;
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, where).toBeLessThanOrEqual(width);
        expect(await control.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true);
        expect(await page.getByRole('banner').evaluate((el) => el.scrollWidth), where).toBeLessThanOrEqual(
          width,
        );
        expect(await pageWidth(page), where).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: `${SHOTS}/emergency-control-signed-in-${width}.png` });
      await page.context().close();
    }
  });

  // One test per language (2 widths × 4 pages each), so that more languages spread over the
  // workers instead of outgrowing one test's time.
  for (const lang of LANGUAGE_CODES) {
    test(`from 320 px up, in ${lang}, the header holds a labelled control that fits @phone`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      for (const width of [320, 390]) {
        const page = await pageIn(browser, baseURL!, lang, width);
        for (const path of ['/', '/hazards/fixture-earthquake']) {
          await page.goto(path);
          const control = headerControl(page);
          await expect(control, `${lang} ${width} ${path}`).toHaveCount(1);
          const box = (await control.boundingBox())!;
          const where = `${lang} at ${width}px on ${path}`;
          expect(box.x, where).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, where).toBeLessThanOrEqual(width);
          expect(box.height, where).toBeGreaterThanOrEqual(44);
          // Its label is whole: nothing cut off inside the button, and the page does not scroll sideways.
          expect(await control.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true);
          expect((await control.innerText()).trim().length, where).toBeGreaterThan(0);
          // The header itself never runs wider than the screen.
          expect(await page.getByRole('banner').evaluate((el) => el.scrollWidth), where).toBeLessThanOrEqual(
            width,
          );
          // Nor does the page (a long word in a large heading once widened Home in Russian).
          expect(await pageWidth(page), where).toBeLessThanOrEqual(width);
        }
        if (width === 320) await page.screenshot({ path: `${SHOTS}/emergency-control-${lang}-320.png` });
        // Not on the page it leads to, nor in a Prep Check (the spec's exceptions).
        for (const path of ['/emergency-help', '/prep-checks']) {
          await page.goto(path);
          await expect(headerControl(page), `${lang} ${path}`).toHaveCount(0);
          expect(await pageWidth(page), `${lang} at ${width}px on ${path}`).toBeLessThanOrEqual(width);
        }
        await page.context().close();
      }
    });
  }

  test('the menu drawer shows the whole label in Spanish and French @phone', async ({ browser, baseURL }) => {
    for (const lang of ['es', 'fr'] as const) {
      const page = await pageIn(browser, baseURL!, lang, 320);
      await page.goto('/');
      // Its own context, not the fixture's page: wait for hydration here, or a click on the
      // server-rendered menu button can come before React listens and be lost (a CI run did).
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.getByRole('banner').getByRole('button').first().click();
      const inDrawer = page.getByRole('dialog').locator('a[href="/emergency-help"]');
      await expect(inDrawer).toBeVisible();
      expect(await inDrawer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const box = (await inDrawer.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      await page.context().close();
    }
  });
});

test.describe('the React stage puts what to do now first', () => {
  test('critical blocks open, sponsors closed until the reader opens them, the stage kept in the address', async ({
    page,
  }) => {
    await page.goto('/hazards/fixture-earthquake');
    await expect(page.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
    // The critical block is open; the others wait to be opened.
    await expect(page.getByRole('button', { name: /Earthquake React 90405/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: /Earthquake React 90403/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const sponsors = page.getByRole('button', { name: /Community Sponsors/ });
    await expect(sponsors).toHaveAttribute('aria-expanded', 'false');
    // In Prepare the sponsors open once they load, as before.
    await page.getByRole('tab', { name: 'Prepare' }).click();
    await expect(page).toHaveURL(/\/hazards\/fixture-earthquake\?stage=Before$/);
    await expect(sponsors).toHaveAttribute('aria-expanded', 'true');
    // A reload, or the address shared, opens the same stage.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Prepare' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Recover' }).click();
    await expect(page).toHaveURL(/\?stage=After$/);
    await page.goto(page.url());
    await expect(page.getByRole('tab', { name: 'Recover' })).toHaveAttribute('aria-selected', 'true');
  });

  test.describe('first visit', () => {
    test.use({ localIntroSeen: false });

    test('the local information intro never covers the tabs, stays out of React, and goes once the switch is on', async ({
      page,
      context,
    }) => {
      await page.goto('/hazards/fixture-heat');
      await page.keyboard.press('Shift');
      const intro = page.getByTestId('local-intro');
      await expect(intro).toBeVisible();
      // In the page's flow: the tabs come after it, never under it.
      const tabs = page.getByRole('tablist');
      const introBox = (await intro.boundingBox())!;
      const tabsBox = (await tabs.boundingBox())!;
      expect(introBox.y + introBox.height).toBeLessThanOrEqual(tabsBox.y);
      // Not in React, where the reader needs the instructions.
      await page.getByRole('tab', { name: 'React' }).click();
      await expect(intro).toHaveCount(0);
      await page.getByRole('tab', { name: 'Prepare' }).click();
      await expect(intro).toBeVisible();
      // Turning local information on dismisses it for good.
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 45.5231, longitude: -122.6765 });
      await page.getByRole('switch', { name: 'Show Local Information' }).click();
      await expect(intro).toHaveCount(0);
      await page.reload();
      await page.keyboard.press('Shift');
      await page.waitForTimeout(300);
      await expect(intro).toHaveCount(0);
    });
  });
});

/** Columns a text takes: a wide (CJK, Hangul, full-width) character counts as two. */
const columns = (text: string) =>
  [...text].reduce(
    (n, ch) =>
      n +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffe6]/.test(ch) ? 2 : 1),
    0,
  );
const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(columns(text) / perLine));

/**
 * How far down a 390 px phone a guide's first critical React step is likely to fall, in lines of
 * body text, from what stands above it: the guide's name (large type), its description, and the
 * first React block's title and header line. Only ranks the guides; the browser measures them.
 */
function estimatedDepth(detail: HazardDetail, lang: LanguageCode): number | null {
  const first = blocksForStage(detail.content_blocks, 'During', ['Adults'])[0];
  if (!first?.critical) return null;
  const text = (value: HazardDetail['name']) => pickText(value, lang);
  return (
    lines(text(detail.name), 18) * 1.6 +
    lines(text(detail.description), 42) +
    lines(text(first.title), 28) * 1.2 +
    lines(text(first.header), 42)
  );
}

/**
 * The guides measured in each language: the deepest this many by the estimate above. Checked
 * against a full sweep of the shipped guides (2026-11-29): in six of the seven languages the guide
 * whose step fell lowest was among them, and in Chinese the one missed fell 176 px above the fold.
 */
const DEEPEST_MEASURED = 12;

test.describe('the first critical step is on screen when React opens, in the shipped guides', () => {
  // The real content pack (its guides' lengths are what matter here), on a server of this test's own.
  test('on a 390×844 phone, in every language, for the guides where it falls lowest @phone', async ({
    browser,
  }, testInfo) => {
    // Thirteen languages × 12 guides each: minutes, more when the other worker is busy too.
    test.setTimeout(900_000);
    const server = await startOwnServer(testInfo, 8600, { content: 'shipped' });
    try {
      const slugs: string[] = await (
        await fetch(`${server.origin}/public/v2/hazards?lang=en`)
      )
        .json()
        .then((body: { hazards: { slug: string }[] }) => body.hazards.map((h) => h.slug));
      expect(slugs.length).toBeGreaterThan(40);
      // Where the first critical block and its first step are, on a page at `url`.
      const firstCritical = async (page: Page, url: string, hydrated = false) => {
        await page.goto(url);
        await page.locator('#stage-panel').waitFor();
        if (hydrated) await page.locator('html[data-hydrated="true"]').waitFor();
        return page.evaluate(() => {
          // Laid out as a browser that runs scripts lays out the server's page: without the
          // `<noscript>` style, which lists the site's sections under the header instead of its menu.
          document.querySelectorAll('noscript').forEach((element) => element.remove());
          const first = document.querySelector('#stage-panel .MuiAccordion-root');
          if (first?.getAttribute('data-critical') !== 'true') return null; // no critical block
          const heading = first.querySelector('h3')!.getBoundingClientRect();
          // The first step: the first paragraph or list item after the block's header line.
          const details = first.querySelector('.MuiAccordionDetails-root');
          const step = details?.querySelectorAll('p, li')[1] ?? null;
          return {
            expanded: first.classList.contains('Mui-expanded'),
            heading: Math.round(heading.bottom),
            step: step ? Math.round(step.getBoundingClientRect().top + 24) : Infinity,
          };
        });
      };
      // Every guide of every language in a browser took 8-10 minutes on a 2-core machine (45 guides
      // × 7 languages); ranked by their texts, the few where the step falls lowest are measured.
      const deepest = async (lang: LanguageCode) => {
        const ranked: { slug: string; depth: number }[] = [];
        for (const slug of slugs) {
          const res = await fetch(`${server.origin}/public/guide/hazard/by-slug/${slug}?lang=${lang}`);
          expect(res.status, slug).toBe(200);
          const depth = estimatedDepth((await res.json()) as HazardDetail, lang);
          if (depth !== null) ranked.push({ slug, depth });
        }
        expect(ranked.length, `${lang}: guides with a critical React block`).toBeGreaterThan(
          DEEPEST_MEASURED,
        );
        return ranked
          .sort((a, b) => b.depth - a.depth)
          .slice(0, DEEPEST_MEASURED)
          .map((guide) => guide.slug);
      };
      const late: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        // Each guide as the server sends it, before its scripts run: what a reader on one bar of
        // signal sees first, and what hydration keeps (ADR 032). Opened with scripts off, a page is
        // four times quicker to check.
        const page = await pageIn(browser, server.origin, lang, 390, 844, false);
        let sample: { slug: string; seen: { heading: number; step: number } } | null = null;
        for (const slug of await deepest(lang)) {
          const seen = await firstCritical(page, `${server.origin}/hazards/${slug}?stage=During`);
          if (seen && (!seen.expanded || seen.heading > 844 || seen.step > 844)) {
            late.push(`${lang} ${slug}: ${JSON.stringify(seen)}`);
          }
          // The guide whose first step comes lowest is the one to check hydrated too.
          if (seen && (!sample || seen.step > sample.seen.step)) sample = { slug, seen };
        }
        await page.context().close();
        // And that guide hydrated, in the browser as people have it: hydration moves nothing.
        expect(sample, `${lang}: no guide with a critical React block`).not.toBeNull();
        const live = await pageIn(browser, server.origin, lang, 390, 844);
        const url = `${server.origin}/hazards/${sample!.slug}?stage=During`;
        expect(await firstCritical(live, url, true), `${lang} ${sample!.slug}, hydrated`).toEqual(
          sample!.seen,
        );
        if (lang === 'fr' || lang === 'ja')
          await live.screenshot({ path: `${SHOTS}/react-first-${lang}.png` });
        await live.context().close();
      }
      expect(late).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

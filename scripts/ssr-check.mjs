// Server rendering: open server-rendered pages in Debian's Chromium with JavaScript off
// (is the page readable?) and on (is the console free of hydration errors?).
// Usage: node scripts/ssr-check.mjs http://127.0.0.1:18555 /hazards/fixture-earthquake /hazards
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const [origin = 'http://127.0.0.1:18555', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let failed = false;
try {
  for (const path of paths.length ? paths : ['/hazards/fixture-earthquake', '/hazards']) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 412, height: 900 },
        // LOCALE=ja-JP: the browser's Accept-Language.
        ...(process.env.LOCALE ? { locale: process.env.LOCALE } : {}),
      });
      // SESSION_LANG=fr: a language chosen earlier in this tab (switched to after hydrating).
      if (process.env.SESSION_LANG) {
        await context.addInitScript(
          (lang) => globalThis.sessionStorage.setItem('@language', lang),
          process.env.SESSION_LANG,
        );
      }
      // SIGNED_IN_HINT=1: the browser says it may be signed in (the profile call then answers 401).
      if (process.env.SIGNED_IN_HINT) {
        await context.addCookies([{ name: 'prepwell_signed_in', value: '1', url: origin }]);
      }
      const page = await context.newPage();
      const messages = [];
      // Negative control: TAMPER=1 changes one text in the served HTML, which must be reported.
      if (process.env.TAMPER) {
        await page.route(`${origin}${path}`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('>Sudden shaking of the ground.<', '>Tampered text.<');
          await route.fulfill({ response, body });
        });
      }
      page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      if (javaScriptEnabled) await page.waitForTimeout(2500);
      if (javaScriptEnabled) {
        const hydrated = await page.evaluate(() =>
          Object.keys(globalThis.document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        );
        const boot = await page.locator('.boot-bar').count();
        console.log(`  react root attached: ${hydrated}; boot shell left: ${boot}`);
        const tab = page.getByRole('tab', { name: /Recover/ });
        if (await tab.count()) {
          await tab.click();
          console.log(`  Recover tab selected after click: ${await tab.getAttribute('aria-selected')}`);
        }
      }
      const heading = await page
        .locator('h1')
        .first()
        .textContent()
        .catch(() => null);
      const text = (
        await page
          .locator('main')
          .innerText()
          .catch(() => '')
      )
        .slice(0, 160)
        .replace(/\s+/g, ' ');
      const shot = `/tmp/ssr${path.replace(/\W+/g, '-')}-${javaScriptEnabled ? 'js' : 'nojs'}.png`;
      await page.screenshot({ path: shot, fullPage: false });
      // The profile call's 401 (SIGNED_IN_HINT without a session) is expected, as without SSR.
      const bad = messages.filter(
        (m) => /hydrat|mismatch|did not match|error|Refused/i.test(m) && !/status of 401/.test(m),
      );
      if (bad.length) failed = true;
      console.log(
        `${path} js=${javaScriptEnabled} status=${response?.status()} h1=${JSON.stringify(heading)}\n  main: ${text}\n  screenshot: ${shot}`,
      );
      for (const m of messages) console.log(`  console ${m}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);

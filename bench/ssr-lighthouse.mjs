// Server rendering: Lighthouse mobile (as bench/run.mjs runs it) on pages of two running
// servers, one rendering on the server and one not (SERVER_RENDERING=off).
// Usage: node bench/ssr-lighthouse.mjs http://127.0.0.1:18555 http://127.0.0.1:18556 /hazards/fixture-earthquake /hazards
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const [ssrOrigin, csrOrigin, ...paths] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const ms = (value) => `${(value / 1000).toFixed(2)} s`;
try {
  for (const path of paths) {
    for (const [name, origin] of [
      ['server-rendered', ssrOrigin],
      ['browser-rendered', csrOrigin],
    ]) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // THROTTLING=devtools: real throttling instead of Lighthouse's simulation, which on a
        // local server can count every script that ran before the first paint.
        ...(process.env.THROTTLING ? { throttlingMethod: process.env.THROTTLING } : {}),
      });
      const { categories, audits } = result.lhr;
      const observed = audits.metrics?.details?.items?.[0] ?? {};
      console.log(
        `${path.padEnd(30)} ${name.padEnd(17)} performance ${Math.round(categories.performance.score * 100)}, ` +
          `accessibility ${Math.round(categories.accessibility.score * 100)}, best practices ${Math.round(categories['best-practices'].score * 100)}; ` +
          `FCP ${ms(audits['first-contentful-paint'].numericValue)}, LCP ${ms(audits['largest-contentful-paint'].numericValue)}, ` +
          `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}; ` +
          `observed (unthrottled) FCP ${ms(observed.observedFirstContentfulPaint ?? NaN)}, LCP ${ms(observed.observedLargestContentfulPaint ?? NaN)}`,
      );
    }
  }
} finally {
  await chrome.kill();
}

/**
 * Every script a page downloads until the network is idle, as a real browser fetches it (Debian's
 * Chromium): issue 25's measure of the home route's JavaScript. `check-budget.mjs` counts only
 * what index.html links; this also counts what loads during and after hydration (the catalogs,
 * the query client, the trending strip, the snackbar fetched ahead for a dropped connection).
 * Each body is gzipped at level 9, as `chunk-sizes.mjs` does, so the two figures compare.
 *
 *   node bench/home-scripts.mjs http://localhost:8080/
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export async function scriptsUntilIdle(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            file: new URL(response.url()).pathname,
            gzip: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter(Boolean);
    return { scripts, gzipTotal: scripts.reduce((sum, script) => sum + script.gzip, 0) };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { scripts, gzipTotal } = await scriptsUntilIdle(process.argv[2] ?? 'http://localhost:8080/');
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${script.file.padEnd(56)} ${(script.gzip / 1024).toFixed(1)} KB`);
  }
  console.log(`  total ${(gzipTotal / 1024).toFixed(1)} KB in ${scripts.length} scripts`);
}

import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
const base = process.env.BASE ?? 'http://localhost:8090';
const pages = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  for (const [name, path, action] of pages) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    if (action) await eval(action);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: Boolean(process.env.FULL) });
  }
  await page.close();
}
await browser.close();

/**
 * Lighthouse 12 on Debian's Chromium, mobile profile (Moto G Power screen, slow 4G: 150 ms,
 * 1.6 Mbps down, 4× CPU), throttled for real (`devtools`, ADR 016) or simulated. Used by
 * `npm run bench`; run alone to audit a few pages of the shipped pack while working on them:
 *
 *   node bench/lighthouse.mjs / /hazards/earthquake      # median of three each
 *   node bench/lighthouse.mjs --alerts                    # /alerts and an alert's page
 *   node bench/lighthouse.mjs                             # every page, the alert pages too
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { LIMITS_LIFTED, SHIPPED_PACK, startBenchServer } from './server.mjs';

/** The contract's PREP_CHECK_WELCOME_COOKIE (the contract is TypeScript; this runs in plain Node). */
const PREP_CHECK_WELCOME_COOKIE = 'prepwell_welcome_seen';

/** The pages issue 25 names, audited with the shipped content pack. */
export const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['guide', '/hazards'],
  ['hazard page', '/hazards/earthquake'],
  ['hazard page, During', '/hazards/earthquake?stage=During'],
  ['Get Emergency Help', '/emergency-help'],
  // A first visit: the server sends the welcome dialog (spec: shown once) open (ADR 033).
  ['Prep Checks', '/prep-checks'],
  // A returning reader: the welcome seen, in storage and in the cookie the server reads.
  [
    'Prep Checks, welcome seen',
    '/prep-checks',
    { localStorage: { Prep_Check_Welcome: 'true' }, cookies: { [PREP_CHECK_WELCOME_COOKIE]: '1' } },
  ],
  ['FAQ', '/settings/faq'],
];

/** The server's settings for the alert pages: the clearly labelled sample feed (ADR 034). */
export const ALERT_PAGES_ENV = { ALERT_SAMPLE_FEED: 'on' };

/**
 * The alert pages (issue 26): `/alerts` for a reader with one saved place in Portland, Oregon,
 * and the page of the sample flash flood warning there, once the sample feed's first poll stored
 * it (asked of the API, as the app does). Empty, with a note, if no alert shows within a minute.
 */
export async function alertPages(origin) {
  const home = {
    id: '5b0e7c1a-3f3d-4c8e-9a51-0c2f6d7e8a90',
    name: 'Home',
    lat: 45.52,
    lng: -122.68,
    source: 'city',
  };
  for (let waited = 0; waited < 60_000; waited += 1000) {
    const answer = await (await fetch(`${origin}/public/v2/alerts?points=${home.lat},${home.lng}`)).json();
    const id = answer.alerts?.[0]?.id;
    if (id !== undefined)
      return [
        ['alerts, one place', '/alerts', { localStorage: { '@places': JSON.stringify([home]) } }],
        ['alert page', `/alerts/${id}`],
      ];
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log('  (no sample alert within a minute: the alert pages were not audited)');
  return [];
}

/**
 * Stores `localStorage` items and `cookies` for the origin before an audit that keeps them
 * (Lighthouse otherwise clears the origin's storage first). Everything else is cleared as
 * Lighthouse would: the HTTP cache, service workers and their caches, so the load stays a cold one.
 */
async function seedBrowserState(chrome, url, { localStorage: items = {}, cookies = {} }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    const { origin } = new URL(url);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cookies,indexeddb,service_workers,cache_storage,local_storage',
    });
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    for (const [name, value] of Object.entries(cookies)) {
      await cdp.send('Network.setCookie', { name, value, url: origin, sameSite: 'Lax' });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
}

/** One Lighthouse run of `url`: the four category scores and the timings, in ms. */
export async function audit(chrome, url, throttlingMethod = 'devtools', state = undefined) {
  if (state) await seedBrowserState(chrome, url, state);
  const result = await lighthouse(url, {
    port: chrome.port,
    disableStorageReset: Boolean(state),
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    seo: categories.seo.score,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's measure of this machine's speed: the same page scores lower on a slower host
    // under the same 4× slowdown, so results are compared within one run, not across machines.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * Three runs and the one with the median performance score, as Lighthouse's guidance on
 * variability advises (more so on a small machine that also runs the server).
 */
export async function medianAudit(chrome, url, throttlingMethod = 'devtools', state = undefined) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await audit(chrome, url, throttlingMethod, state));
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[1], spread: runs.map((r) => Math.round(r.performance * 100)).join('/') };
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;
/** One printed line of a result. */
export const auditLine = (name, r) =>
  `  ${name.padEnd(26)} performance ${Math.round(r.performance * 100)}, accessibility ${Math.round(r.accessibility * 100)}, ` +
  `best practices ${Math.round(r.bestPractices * 100)}, SEO ${Math.round(r.seo * 100)}; FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, ` +
  `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}${r.spread ? ` (median of ${r.spread})` : ''}` +
  `${r.benchmarkIndex ? `; host index ${Math.round(r.benchmarkIndex)}` : ''}`;

/** Whether a result meets issue 25's goal: performance ≥ 95, TBT ≤ 200 ms, accessibility and SEO 100. */
export const meetsGoal = (r) => r.performance >= 0.95 && r.tbt <= 200 && r.accessibility === 1 && r.seo === 1;

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const paths = process.argv.slice(2);
  const server = await startBenchServer({
    name: 'lighthouse',
    portBase: 24000,
    contentDir: SHIPPED_PACK,
    env: { ...LIMITS_LIFTED, ...ALERT_PAGES_ENV },
  });
  const pages =
    paths.length === 0
      ? [...LIGHTHOUSE_PAGES, ...(await alertPages(server.origin))]
      : paths[0] === '--alerts'
        ? await alertPages(server.origin)
        : paths.map((path) => [path, path]);
  const chrome = await launchChromium();
  try {
    for (const [name, path, state] of pages) {
      const result = await medianAudit(chrome, `${server.origin}${path}`, 'devtools', state);
      console.log(`${auditLine(name, result)}${meetsGoal(result) ? '' : '  ← below the goal'}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

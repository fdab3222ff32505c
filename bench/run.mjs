// `npm run bench`: what a person on a slow phone and the server under load would feel.
// Lighthouse 12 runs on Debian's Chromium (never a downloaded browser).
// Prints ratios against a baseline measured in the same run, never absolute pass/fail on time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { HOME_BUDGET_BYTES, homeInitialJs } from './chunk-sizes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. The home route's initial JavaScript, gzipped.
const js = homeInitialJs(join(root, 'apps', 'web', 'dist'));
console.log('\n## Home route initial JavaScript (gzip -9)');
for (const chunk of [...js.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.gzip)}`);
}
console.log(
  `  total ${kb(js.gzipTotal)} in ${js.chunks.length} files; budget ${kb(HOME_BUDGET_BYTES)} ` +
    `(${((js.gzipTotal / HOME_BUDGET_BYTES) * 100).toFixed(0)}% of budget)`,
);

// 2. API throughput: a real route against the bare /healthz route of the same server.
const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'prepwell-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'apps', 'api'),
  env: {
    ...process.env,
    PORT: String(port),
    // Canonical and preview addresses name the address the audits load.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTENT_DIR: join(root, 'packages', 'content', 'test', 'fixtures', 'pack'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitReady() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

async function measure(path) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 20,
    duration: 8,
    headers: { accept: 'application/json' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

try {
  await waitReady();
  await measure('/healthz'); // warm-up
  const bare = await measure('/healthz');
  const routes = [
    ['GET /public/v2/supported-languages', '/public/v2/supported-languages'],
    ['GET /public/v2/hazards?lang=ja', '/public/v2/hazards?lang=ja'],
    ['GET /public/guide/hazard/904', '/public/guide/hazard/904'],
    ['GET /public/guide/hazard/by-slug (ja)', '/public/guide/hazard/by-slug/fixture-earthquake?languages=ja'],
    ['GET /public/guide/search/v2 (typo)', '/public/guide/search/v2?query=earthqake'],
    ['GET /public/guide/search/v2 (word)', '/public/guide/search/v2?query=flood'],
  ];
  console.log(
    '\n## API throughput (autocannon, 20 connections, 8 s each; goal ≥ 0.60 of the bare route, p99 ≤ 25 ms)',
  );
  console.log(
    `  ${'bare route /healthz'.padEnd(44)} ${bare.rps.toFixed(0).padStart(6)} req/s, p99 ${bare.p99} ms`,
  );
  let errors = bare.errors;
  for (const [name, path] of routes) {
    const r = await measure(path);
    errors += r.errors;
    console.log(
      `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s, p99 ${r.p99} ms, ratio ${(r.rps / bare.rps).toFixed(2)}`,
    );
  }
  if (errors > 0) console.log(`  errors or non-2xx answers: ${errors}`);

  // Search over a generated 1,000-hazard set (7 languages each): build time and per-query latency.
  console.log('\n## Hazard search over 1,000 generated hazards (goal p50 ≤ 2 ms)');
  const searchBench = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/modules/hazards/search-bench.ts'],
    {
      cwd: join(root, 'apps', 'api'),
      encoding: 'utf8',
    },
  );
  console.log(searchBench.stdout.replace(/^/gm, '  ').trimEnd());

  // 3. Lighthouse on the home page (mobile, simulated slow 4G), against a bare page of the same
  //    server as the baseline: the static favicon SVG served as a page.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const audit = async (path) => {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
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
      };
    };
    const home = await audit('/');
    const settings = await audit('/settings/faq');
    const guide = await audit('/hazards');
    const hazardPage = await audit('/hazards/fixture-earthquake');
    const ms = (value) => `${(value / 1000).toFixed(2)} s`;
    console.log('\n## Lighthouse (mobile, simulated slow 4G)');
    for (const [name, r] of [
      ['home /', home],
      ['FAQ /settings/faq', settings],
      ['guide /hazards', guide],
      ['hazard page', hazardPage],
    ]) {
      console.log(
        `  ${name.padEnd(22)} performance ${Math.round(r.performance * 100)}, accessibility ${Math.round(r.accessibility * 100)}, ` +
          `best practices ${Math.round(r.bestPractices * 100)}, SEO ${Math.round(r.seo * 100)}; FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${Math.round(r.tbt)} ms`,
      );
    }
    console.log(`  home LCP relative to a lazily loaded screen: ${(home.lcp / settings.lcp).toFixed(2)}`);
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

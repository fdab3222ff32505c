// `npm test`: the one gate. Lint, format, types, content, unit/component/API tests, then the
// built app end to end in Debian's Chromium. Ends with "N passed, M failed" and writes the counts
// to test-results/summary.json for .ci/run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv[2]; // e.g. `npm test -- unit`

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  // Each step's time, so CI's minutes can be traced to the step that spends them (issue 25 §2).
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
}

/**
 * Debian's Chromium, the CJK fonts it needs to draw Japanese and Chinese pages as a phone does
 * (the PDFs need none: their fonts come from npm), and poppler's pdftotext. Installed when root,
 * else says how.
 */
function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) missing.push('fonts-noto-cjk');
  // pdftotext reads the plan's PDFs back as a person's PDF reader would (the e2e wallet cards).
  if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
  if (missing.length === 0) return true;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(', ')} with apt…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    if (install.status === 0) return true;
  }
  console.error(`Missing system packages. Run:\n  sudo apt-get install -y ${missing.join(' ')}`);
  return false;
}

function vitest() {
  const output = join(resultsDir, 'vitest.json');
  const ok = run('unit, component and API tests (Vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) {
    totals.failed += 1;
    failures.push('vitest (no report)');
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok) failures.push('vitest');
}

function e2e() {
  if (!ensureSystemPackages()) {
    totals.failed += 1;
    failures.push('system packages for e2e');
    return;
  }
  const built = run('build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
  if (!built) {
    totals.failed += 1;
    failures.push('web build');
    return;
  }
  check('home route JavaScript within budget', process.execPath, ['bench/check-budget.mjs']);
  const output = join(resultsDir, 'playwright.json');
  const ok = run(
    'end-to-end tests (Playwright on Debian Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, SKIP_WEB_BUILD: '1' },
    },
  );
  if (!existsSync(output)) {
    totals.failed += 1;
    failures.push('playwright (no report)');
    return;
  }
  const { stats } = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  totals.skipped += stats.skipped;
  // A test that failed once and passed on its retry (CI only) counts as passed, and is named here
  // so it is not forgotten.
  if (stats.flaky > 0)
    console.log(`\n${stats.flaky} end-to-end test(s) passed only on a retry (flaky): see the list above`);
  if (!ok) failures.push('playwright');
}

if (!only || only === 'static') {
  check('lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']);
  check('format (Prettier)', bin('prettier'), ['--check', '.']);
  check('types (tsc -b: every workspace and its tests)', 'npm', ['run', 'typecheck']);
  check('content pack (npm run content:check)', 'npm', ['run', 'content:check']);
  check("Home's icons (public/icons.svg) match @mui/icons-material", process.execPath, [
    'scripts/sprite-icons.mjs',
    '--check',
  ]);
}
if (!only || only === 'unit') vitest();
if (!only || only === 'e2e') e2e();

writeFileSync(join(resultsDir, 'summary.json'), JSON.stringify(totals));
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);

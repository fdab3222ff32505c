import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const root = join(import.meta.dirname, '..');

/** Debian's Chromium, never a downloaded browser; flags for running as root in a closed network. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI a failed test runs once more; one that then passes is reported as flaky (and counted,
  // and named, by scripts/test.mjs), not hidden. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
    // The service worker would answer requests that tests intercept; pwa.spec.ts turns it on.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @desktop or @phone check what only one width has (the top-right button, the drawer).
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SKIP_WEB_BUILD: process.env.SKIP_WEB_BUILD ?? '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'prepwell-e2e-')),
      CONTENT_DIR: join(root, 'packages', 'content', 'test', 'fixtures', 'pack'),
      LOG_LEVEL: 'warn',
      FEEDBACK_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
      // Every test browses from one address (and some from one account): the limits on hazard
      // views, analytics events, server renders, sign-in starts and account writes (tested in
      // the API suite) would refuse a whole run's worth.
      HAZARD_VIEW_RATE_LIMIT: '100000',
      ANALYTICS_RATE_LIMIT: '100000',
      PAGE_RENDER_RATE_LIMIT: '100000',
      SIGN_IN_START_RATE_LIMIT: '100000',
      ACCOUNT_WRITE_RATE_LIMIT: '100000',
      ANALYTICS_DAILY_LIMIT: '100000',
      // The Community Sponsors block links this page when it is configured.
      COMMUNITY_SPONSORS_URL: 'https://example.org/community-sponsors',
      // Store links show the app-download box on Get Emergency Help and in the footer.
      APP_STORE_URL: 'https://apps.example.org/prepwell-ios',
      PLAY_STORE_URL: 'https://apps.example.org/prepwell-android',
      // Official alerts (alerts.spec): the sample feed's made-up warnings over the sample regions.
      ALERT_SAMPLE_FEED: 'on',
      // The push service alert-notifications.spec's devices subscribe at (Chromium's own is on the internet).
      PUSH_SERVICE_ORIGINS: 'https://127.0.0.1:8199',
      // .ci/run runs the account flow again on the machine's PostgreSQL.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});

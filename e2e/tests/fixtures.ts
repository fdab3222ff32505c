import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { PREP_CHECK_WELCOME_COOKIE } from '@prepwell/contract';
import { newPerson, signUpWithoutUi, type Person } from './accounts';

/** The worker's account: who it is and the file holding its signed-in storage state. */
export interface SignedInAccount extends Person {
  storageState: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Server-rendered pages are readable before they answer clicks: after `goto` and `reload`, wait
 * until the app has hydrated (`<html data-hydrated>`, lib/hydration.ts), as a person's click
 * before then would be lost. Pages that are not the app (sign-in forms, PDFs) are not waited for.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
  );
}

export const test = base.extend<
  { consoleErrors: string[]; signedInPage: Page; localIntroSeen: boolean; prepCheckWelcomeSeen: boolean },
  { signedInAccount: SignedInAccount }
>({
  /**
   * The local-information intro (a first-time tip floating under the switch) counts as seen, so
   * it covers nothing a test clicks; the test of the tip itself turns this off.
   */
  localIntroSeen: [true, { option: true }],
  /** The Prep Checks welcome (a dialog shown once) counts as seen; its own test turns this off. */
  prepCheckWelcomeSeen: [true, { option: true }],

  page: async ({ page, baseURL, javaScriptEnabled, localIntroSeen, prepCheckWelcomeSeen }, use) => {
    if (prepCheckWelcomeSeen) {
      // The cookie the server renders the landing by (else it would send the welcome open, and
      // the page close it once hydrated), and the storage the page itself reads.
      await page
        .context()
        .addCookies([{ name: PREP_CHECK_WELCOME_COOKIE, value: '1', url: baseURL ?? 'http://localhost' }]);
      await page.addInitScript(() => {
        try {
          localStorage.setItem('Prep_Check_Welcome', 'true');
        } catch {
          // A page without storage needs no welcome.
        }
      });
    }
    if (localIntroSeen) {
      await page.addInitScript(() => {
        try {
          localStorage.setItem('Local_Content_Intro', 'true');
        } catch {
          // A page without storage (about:blank, a PDF) needs no tip.
        }
      });
    }
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated(page);
        return response;
      };
    }
    await use(page);
  },

  /** Every page: fail the test on any console error or uncaught exception in the browser. */
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],

  /**
   * One account per worker, signed up once through the real OpenID Connect flow (no interface)
   * and kept as a storage state. Tests that only read or undo what they change share it; a test
   * that ends its session or changes the account for good (logging out, deleting it, changing
   * the password or the language) signs up its own with `signUpWithoutUi`.
   */
  signedInAccount: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const who = newPerson(`${workerInfo.project.name}-worker-${workerInfo.workerIndex}`, 'Sam');
      await signUpWithoutUi(request, who);
      const dir = join(workerInfo.project.outputDir, '.auth');
      mkdirSync(dir, { recursive: true });
      const storageState = join(dir, `worker-${workerInfo.workerIndex}.json`);
      await request.storageState({ path: storageState });
      await request.dispose();
      await use({ ...who, storageState });
    },
    { scope: 'worker' },
  ],

  /** The test's page, signed in as the worker's account (its stored cookies added to the context). */
  signedInPage: async ({ page, signedInAccount }, use) => {
    const state = JSON.parse(readFileSync(signedInAccount.storageState, 'utf8')) as StorageState;
    await page.context().addCookies(state.cookies);
    await use(page);
  },
});

export { expect };

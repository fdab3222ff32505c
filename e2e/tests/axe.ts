import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what every page and dialog state must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails on any violation, naming each rule and the
 * elements it found. On failure the full axe results are attached to the test report.
 * `tags: 'all'` runs every axe rule (best practices too), not only WCAG 2.1 AA; `exclude`
 * leaves out parts of the page (CSS selectors) that another check covers.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { label: string; exclude?: string[]; tags?: string[] | 'all' },
): Promise<void> {
  const { label, exclude = [], tags = WCAG_TAGS } = options;
  await test.step(`axe: ${label}`, async () => {
    // A message still fading in has the contrast of its half-way colours: axe reads the page once
    // its transitions have ended (seen once in CI on the "translated" message). Endless ones
    // (loading placeholders, spinners) are not waited for.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
    let builder = new AxeBuilder({ page });
    if (tags !== 'all') builder = builder.withTags(tags);
    for (const selector of exclude) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
    if (found.length > 0) {
      await test.info().attach(`axe violations (${label})`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
    }
    expect(found, `axe violations: ${label}`).toEqual([]);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

function suitePort(variable: 'E2E_SITE_PORT' | 'E2E_API_PORT'): string {
  const port = process.env[variable];
  if (!port) throw new Error(`${variable} is unset: run the specs through a Playwright config`);
  return port;
}

/** The suite's sample API and site, on the ports its Playwright config picked. */
export const API_URL = `http://127.0.0.1:${suitePort('E2E_API_PORT')}`;
export const SITE_BASE = `http://127.0.0.1:${suitePort('E2E_SITE_PORT')}`;

/** The public address the site was built with (SITE_URL's default). */
export const SITE_URL = 'http://localhost:3000';

/**
 * WCAG 2.1 A and AA rules only: the bar the project sets, in both colour themes (the page is
 * checked as it is, then again with `prefers-color-scheme: dark`); the page is left in the
 * scheme its context had.
 *
 * A page without frames is checked in axe's legacy mode: `axe.run` in the page itself. The
 * default mode runs axe in each frame and merges the frames' results in a blank page it opens
 * for the purpose, which costs a new page and a second injection of axe on every check; with a
 * single frame there is nothing to merge, and both modes report the same rules on the same
 * nodes. A page with frames keeps the default mode, which also checks cross-origin frames.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const summary: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      // Violations are all the check reads: axe then skips gathering the nodes of every rule
      // that passed or needs review. First: options() replaces what withTags() set.
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(page.frames().length === 1)
      .analyze();
    summary.push(
      ...results.violations.map(
        (violation) =>
          `${colorScheme}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      ),
    );
  }
  await page.emulateMedia({ colorScheme: null });
  expect(summary, 'axe violations').toEqual([]);
}

/** Every JSON-LD block of the page, parsed; a block that is not valid JSON fails the test. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export async function jsonLdTypes(page: Page): Promise<string[]> {
  return (await jsonLdBlocks(page)).map((block) => String(block['@type']));
}

/** hreflang alternates and canonical from the document head. */
export async function headLinks(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    );
  return { canonical, alternates: alternates as Record<string, string> };
}

/** Waits until React has hydrated `selector`, so a click is handled by the client code. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

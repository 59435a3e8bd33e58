import { expect, type Page } from '@playwright/test';
import { axeViolations } from './support/axe-in-page';

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

/** The WCAG 2.1 A and AA rules whose outcome depends on colours: contrast, and links told apart from text. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.1 A and AA rules only: the bar the project sets, in both colour themes. The page is
 * checked as it is with every rule, then with `prefers-color-scheme: dark` with the rules that
 * read colours: the dark theme changes colours and nothing else, which the page's own style
 * sheets are checked to say first (a dark rule that sets anything but a colour, a background or
 * a custom property fails the check, and would need the full rule set in both themes). The page is left in the
 * scheme its context had.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await declarationsOfDarkTheme(page), 'what the dark theme sets').toEqual([]);
  const summary: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = await axeViolations(
      page,
      colorScheme === 'light' ? { tags: WCAG_21_AA } : { rules: COLOUR_RULES },
    );
    summary.push(
      ...violations.map(
        (violation) =>
          `${colorScheme}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets
            .slice(0, 3)
            .join(' | ')}`,
      ),
    );
  }
  await page.emulateMedia({ colorScheme: null });
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Every declaration of the page's style sheets, under a dark colour scheme media query, that
 * sets something other than a colour or a background: a custom property, `color-scheme`, a
 * `…color`, a `background…`, `fill` and `stroke` change only what the colour rules read.
 */
function declarationsOfDarkTheme(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList, dark: boolean) => {
      for (const rule of Array.from(rules)) {
        const inDark =
          dark ||
          (rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.conditionText));
        if (rule instanceof CSSStyleRule && inDark) {
          for (const property of Array.from(rule.style)) {
            if (!/^(--|background)|(^|-)color(-scheme)?$|^(fill|stroke)$/.test(property)) {
              found.push(`${rule.selectorText} { ${property} }`);
            }
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, inDark);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false);
    return found;
  });
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

import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** What a check reports of one violation: enough to find it, nothing to carry back per node. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export type AxeRuleSet = { tags: string[] } | { rules: string[] };

/**
 * Runs axe on the page as it is now, for the given tags or rules, and answers its violations.
 *
 * A page without frames is checked with axe in the page itself, injected once and kept for the
 * page's later checks (another colour theme, say): AxeBuilder injects its source twice on every
 * call in that mode, and parsing it costs about as much as the rules themselves. A page with
 * frames goes through AxeBuilder's default mode, which checks each frame, cross-origin ones too.
 */
export async function axeViolations(page: Page, ruleSet: AxeRuleSet): Promise<AxeViolation[]> {
  const runOnly =
    'tags' in ruleSet
      ? { type: 'tag' as const, values: ruleSet.tags }
      : { type: 'rule' as const, values: ruleSet.rules };
  // Violations are all a check reads: axe then skips gathering the nodes of every rule that
  // passed or needs review.
  const options = { runOnly, resultTypes: ['violations' as const] };
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).options(options).analyze();
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (runOptions) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
}

import type { BudgetCheck, BudgetInputs } from './budget-types';
import { pageLabel } from './phase-pages';
import type { PageTypeId } from './page-type';

/** Below this CPU benchmark index Lighthouse warns that the host is too slow for its score. */
const UNDERPOWERED_BENCHMARK_INDEX = 1000;
const LIGHTHOUSE_TARGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
/**
 * "No layout shift": Lighthouse reports CLS to three decimals; anything that rounds above
 * zero there is a shift a reader could see (a preview or image without reserved space).
 */
const MAX_LAYOUT_SHIFT = 0.0005;

export function byId<T extends { id: PageTypeId }>(
  list: readonly T[],
  id: PageTypeId,
): T | undefined {
  return list.find((item) => item.id === id);
}

/** Lighthouse (mobile) on every page type: the scores, and the runs behind each verdict. */
export function lighthouse(inputs: BudgetInputs): BudgetCheck[] {
  if (!inputs.lighthouse) {
    return [
      {
        budget: 'Lighthouse (mobile)',
        page: '—',
        measured: 'not run',
        reference: '—',
        relation: '—',
        limit: '—',
        ok: null,
      },
    ];
  }
  const target = LIGHTHOUSE_TARGET;
  return inputs.sizes.flatMap((size): BudgetCheck[] => {
    const scores = inputs.lighthouse?.[size.url];
    if (!scores) {
      return [
        {
          budget: 'Lighthouse (mobile)',
          page: pageLabel(size),
          measured: 'no result',
          reference: '—',
          relation: '—',
          limit: '—',
          ok: false,
        },
      ];
    }
    const ok =
      (scores.performance ?? 0) >= target.performance &&
      scores.accessibility === target.accessibility &&
      // Judged with the audits the page fails on purpose and robots.txt's Content-Signal lines
      // (as Lighthouse 13 reads them) counted as passed; both scores are shown.
      scores.bestPracticesJudged === target.bestPractices &&
      scores.seoJudged === target.seo &&
      scores.unsizedImages === 0 &&
      scores.cls !== null &&
      scores.cls < MAX_LAYOUT_SHIFT;
    const aboutSize = inputs.sizes.find(
      (candidate) => candidate.id === 'about' && candidate.locale === size.locale,
    );
    const about = size.id === 'about' ? undefined : inputs.lighthouse?.[aboutSize?.url ?? ''];
    const notes = Object.entries(scores.failing).map(
      ([category, audits]) => `${category}: ${audits.join(', ')}`,
    );
    if (scores.passedByDesign.length > 0)
      notes.push(`counted as passed (by design): ${scores.passedByDesign.join(', ')}`);
    // Every verdict on performance shows the runs behind it and how busy the machine was.
    notes.push(
      `performance runs ${scores.performanceRuns.join('/')} (CPU busy before each: ${scores.cpuBusyBeforeRuns.join('/')} %), LCP ${scores.lcpMs?.toFixed(0)} ms, TBT ${scores.tbtMs?.toFixed(0)} ms, CPU benchmark index ${scores.benchmarkIndex?.toFixed(0)}${(scores.benchmarkIndex ?? 0) < UNDERPOWERED_BENCHMARK_INDEX ? ' (Lighthouse: host underpowered, performance unreliable)' : ''}`,
    );
    return [
      {
        budget: 'Lighthouse (mobile) perf/a11y/BP/SEO, unsized images, CLS',
        page: pageLabel(size),
        measured: `${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}${scores.bestPracticesJudged !== scores.bestPractices || scores.seoJudged !== scores.seo ? ` (judged BP/SEO ${scores.bestPracticesJudged}/${scores.seoJudged})` : ''}, ${scores.unsizedImages} unsized, CLS ${scores.cls?.toFixed(3)}`,
        reference: about
          ? `${about.performance}/${about.accessibility}/${about.bestPractices}/${about.seo}`
          : '—',
        relation: '—',
        limit: '≥ 95/100/100/100, 0 unsized, CLS 0',
        ok,
        note: notes.length > 0 ? notes.join('; ') : undefined,
      },
    ];
  });
}

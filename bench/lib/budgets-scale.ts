import type { BudgetCheck, BudgetInputs } from './budget-types';
import type { ScaleFigure } from './phase-scale';

/*
 * The budgets checked beside the pages' (budgets.ts): the build reads nothing from the API, and
 * at each directory size the server's memory, the search and the companion files.
 */

const MB = 1024 * 1024;
/** The directory size the search and companion budgets are stated for. */
const SEARCH_BUDGET_BUSINESSES = 100_000;

/** The budgets beyond the pages': the build, and each directory size's memory, search and companion files. */
export function extraChecks(inputs: BudgetInputs): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (inputs.build) {
    checks.push({
      budget: 'Build reads nothing from the API',
      page: 'next build',
      measured: `${inputs.build.upstreamCalls} calls`,
      reference: '—',
      relation: '—',
      limit: '0',
      ok: inputs.build.upstreamCalls === 0,
      extra: true,
    });
  }
  for (const scale of inputs.scales) {
    checks.push({
      budget: 'Server peak RSS < 512 MB',
      page: `${scale.businesses.toLocaleString('en')} businesses`,
      measured: scale.error ? 'error' : `${(scale.peakRssBytes / MB).toFixed(0)} MB`,
      reference: '—',
      relation: '—',
      limit: '< 512 MB',
      ok: scale.error ? false : scale.peakRssBytes < 512 * MB,
      note: scale.error,
      extra: true,
    });
    checks.push(...searchChecks(scale));
    checks.push(...companionChecks(scale));
  }
  return checks;
}

/** A crawler's patience: first byte and whole file, on a cold server (issue 14). */
const COMPANION_FIRST_BYTE_MS = 1_000;
const COMPANION_WHOLE_MS = 30_000;

/** Every companion file and part read at the largest directory answers within those budgets. */
export function companionChecks(scale: ScaleFigure): BudgetCheck[] {
  if (scale.businesses < SEARCH_BUDGET_BUSINESSES) return [];
  return scale.files.map((file) => ({
    budget: 'Companion file: first byte < 1 s, whole < 30 s (cold)',
    page: `${file.path} at ${scale.businesses.toLocaleString('en')}`,
    measured: `${file.ttfbMs.toFixed(0)} / ${file.totalMs.toFixed(0)} ms${file.complete ? '' : ' (cut)'}, ${file.upstreamCalls} calls`,
    reference: '—',
    relation: '—',
    limit: '< 1000 / < 30000 ms',
    ok:
      file.status === 200 &&
      file.complete &&
      file.ttfbMs < COMPANION_FIRST_BYTE_MS &&
      file.totalMs < COMPANION_WHOLE_MS,
    extra: true,
  }));
}

/** The search issue's budgets, at the largest directory only (where they are stated). */
function searchChecks(scale: ScaleFigure): BudgetCheck[] {
  if (scale.businesses < SEARCH_BUDGET_BUSINESSES) return [];
  const page = `${scale.businesses.toLocaleString('en')} businesses`;
  const search = scale.search;
  const row = (budget: string, measured: string, limit: string, ok: boolean): BudgetCheck => ({
    budget,
    page,
    measured: search ? measured : 'not measured',
    reference: '—',
    relation: '—',
    limit,
    ok: search !== null && search.failures === 0 && ok,
    note: search && search.failures > 0 ? `${search.failures} searches failed` : undefined,
    extra: true,
  });
  const build = search ? search.buildMs.en + search.buildMs.fr : Number.NaN;
  return [
    row(
      'Search median < 50 ms (server time)',
      `${search?.medianMs.toFixed(1)} ms (p95 ${search?.p95Ms.toFixed(1)}, ${search?.queries} searches)`,
      '< 50 ms',
      (search?.medianMs ?? Infinity) < 50,
    ),
    row(
      'Search index of both languages < 30 s',
      `${(build / 1000).toFixed(1)} s (en ${search?.buildMs.en.toFixed(0)} ms, fr ${search?.buildMs.fr.toFixed(0)} ms)`,
      '< 30 s',
      build < 30_000,
    ),
    row(
      'Search: no upstream call',
      String(search?.upstreamCalls),
      '0',
      search?.upstreamCalls === 0,
    ),
  ];
}

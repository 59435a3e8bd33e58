import type { BenchResults } from './bench-results';
import type { BudgetCheck } from './budget-types';
import { pageLabel, type SizeFigure } from './phase-pages';
import type { PageTypeId } from './page-type';

/*
 * The tables of the bench's report (report.ts): one row per page, per Lighthouse audit, per
 * directory size and per budget, and the number formats they share.
 */

const KB = 1024;
const MB = 1024 * 1024;

export const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const kb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '—' : (bytes / KB).toFixed(1);
export const mb = (bytes: number) => (bytes / MB).toFixed(0);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function byId<T extends { id: PageTypeId }>(
  list: readonly T[],
  id: PageTypeId,
): T | undefined {
  return list.find((item) => item.id === id);
}

export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export function pageRows(results: BenchResults): string[][] {
  const ids = [
    ...new Set([...results.warm, ...results.cold, ...results.sizes].map((figure) => figure.id)),
  ];
  const servedJs = (size: SizeFigure | undefined) => size?.htmlJs?.gzipBytes ?? size?.js?.gzipBytes;
  const aboutJs = servedJs(byId(results.sizes, 'about'));
  return ids.map((id) => {
    const warm = byId(results.warm, id);
    const cold = byId(results.cold, id);
    const size = byId(results.sizes, id);
    const lighthouse = size && results.lighthouse ? results.lighthouse[size.url] : undefined;
    const js = servedJs(size);
    return [
      id,
      warm ? fixed(warm.requestsPerSecond) : '—',
      warm ? fixed(warm.ratioToAbout, 2) : '—',
      warm ? `${fixed(warm.latencyMs.p50, 1)} / ${fixed(warm.latencyMs.p99, 1)}` : '—',
      cold ? `${fixed(cold.totalMs)} (${fixed(cold.apiMs)} + ${fixed(cold.beyondApiMs)})` : '—',
      `${cold ? cold.upstreamCalls : '—'} / ${warm ? fixed(warm.upstreamPerView, 2) : '—'}`,
      js !== undefined && aboutJs !== undefined
        ? `${kb(js)} (${id === 'about' ? '±0' : `${js >= aboutJs ? '+' : ''}${kb(js - aboutJs)}`})`
        : '—',
      size ? kb(size.htmlBytes) : '—',
      size?.twinBytes != null
        ? `${kb(size.twinBytes)} (${fixed((size.twinBytes / size.htmlBytes) * 100, 1)} %)`
        : '—',
      lighthouse
        ? `${lighthouse.performance}/${lighthouse.accessibility}/${lighthouse.bestPractices}/${lighthouse.seo}`
        : '—',
    ];
  });
}

/** Every page Lighthouse audited, in each language: the median run's figures and all runs. */
export function lighthouseRows(results: BenchResults): string[][] {
  const lighthouse = results.lighthouse;
  if (!lighthouse) return [];
  return results.sizes.flatMap((size) => {
    const scores = lighthouse[size.url];
    if (!scores) return [[pageLabel(size), 'no result', '', '', '', '', '', '', '', '']];
    return [
      [
        pageLabel(size),
        `${scores.performance} (${scores.performanceRuns.join('/')})`,
        String(scores.accessibility),
        `${scores.bestPractices}${scores.bestPracticesJudged !== scores.bestPractices ? ` (${scores.bestPracticesJudged})` : ''}`,
        `${scores.seo}${scores.seoJudged !== scores.seo ? ` (${scores.seoJudged})` : ''}`,
        fixed(scores.cls, 3),
        `${fixed(scores.lcpMs)} / ${fixed(scores.tbtMs)}`,
        String(scores.unsizedImages ?? '—'),
        `${fixed(scores.benchmarkIndex)} (${scores.cpuBusyBeforeRuns.join('/')} %)`,
        [
          ...Object.entries(scores.failing).map(
            ([category, audits]) => `${category}: ${audits.join(', ')}`,
          ),
          ...(scores.passedByDesign.length > 0
            ? [`by design: ${scores.passedByDesign.join(', ')}`]
            : []),
        ].join('; '),
      ],
    ];
  });
}

export function scaleRows(results: BenchResults): string[][] {
  return results.scales.flatMap((scale) =>
    scale.error
      ? [[scale.businesses.toLocaleString('en'), 'error', scale.error, '', '', '', '']]
      : [
          [
            scale.businesses.toLocaleString('en'),
            '/ (home)',
            `cold ${fixed(scale.homeColdMs)}, warm ${fixed(scale.homeWarmMs, 1)}, /page/2 ${fixed(scale.homePage2Ms, 1)}; ${fixed(scale.homeWarmRps)} req/s`,
            '',
            '',
            '',
            `${mb(scale.peakRssBytes)} (whole phase)`,
          ],
          ...(scale.search
            ? [
                [
                  '',
                  '/api/search',
                  `first en ${fixed(scale.search.buildMs.en)}, fr ${fixed(scale.search.buildMs.fr)} (engine builds); median ${fixed(scale.search.medianMs, 1)}, p95 ${fixed(scale.search.p95Ms, 1)}, max ${fixed(scale.search.maxMs, 1)} over ${scale.search.queries} (server time)`,
                  '',
                  scale.search.failures > 0 ? `${scale.search.failures} failed` : '200',
                  String(scale.search.upstreamCalls),
                  '',
                ],
              ]
            : []),
          ...scale.files.map((file) => [
            '',
            file.path,
            `${fixed(file.ttfbMs)} / ${fixed(file.totalMs)}${file.complete ? '' : ' (cut)'}`,
            (file.bytes / MB).toFixed(2),
            String(file.status),
            String(file.upstreamCalls),
            mb(file.peakRssBytes),
          ]),
        ],
  );
}

export function budgetRows(checks: BudgetCheck[]): string[][] {
  return checks.map((check) => [
    check.budget,
    check.page,
    check.measured,
    check.reference,
    check.relation,
    check.limit,
    check.ok === null ? '—' : check.ok ? 'PASS' : '**FAIL**',
    check.note ?? '',
  ]);
}

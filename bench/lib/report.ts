import type { BudgetCheck } from './budgets';
import type { LighthouseScores } from './lighthouse';
import { pageLabel, type ColdFigure, type SizeFigure } from './phase-pages';
import { renderProxyTable, type ProxyPhaseResult } from './phase-proxy';
import type { ScaleFigure } from './phase-scale';
import type { WarmFigure } from './phase-warm';
import type { McpWeight } from './mcp-weight';
import type { PageTypeId } from './targets';

/** latest.json is everything measured; latest.md the tables and budget checks people read. */

export interface BenchResults {
  /** The commit measured (with a note when the checkout had uncommitted changes). */
  commit: string | null;
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    node: string;
    /** 1/5/15-minute load averages when each phase started (the machine is shared). */
    loadAverage: Record<string, number[]>;
  };
  options: {
    businesses: number;
    durationS: number;
    rounds: number;
    connections: number;
    lighthouseRuns: number;
    scales: number[];
  };
  build: { ms: number; upstreamCalls: number } | null;
  cold: ColdFigure[];
  warm: WarmFigure[];
  warmWindowS: number;
  /** Bytes of tools/list and of a default get_business, when the MCP row was measured. */
  mcpWeight?: McpWeight | null;
  sizes: SizeFigure[];
  lighthouse: Record<string, LighthouseScores> | null;
  /** Peak resident memory of `next start` (process tree) over the cold, warm and size phases. */
  peakRssBytes: number;
  scales: ScaleFigure[];
  /** The caching proxy's phase (BENCH_PROXY), when it ran. */
  proxy?: ProxyPhaseResult | null;
  budgets: BudgetCheck[];
}

const KB = 1024;
const MB = 1024 * 1024;

const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const kb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '—' : (bytes / KB).toFixed(1);
const mb = (bytes: number) => (bytes / MB).toFixed(0);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function byId<T extends { id: PageTypeId }>(list: readonly T[], id: PageTypeId): T | undefined {
  return list.find((item) => item.id === id);
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The MCP row's weights: what every client reads first, and one default answer. */
function mcpWeightLine(results: BenchResults): string {
  const weight = results.mcpWeight;
  if (!weight) return '';
  const mcp = byId(results.warm, 'mcp');
  return `\nMCP: tools/list ${weight.toolsListBytes} bytes, a default get_business ${weight.getBusinessBytes} bytes${mcp ? `, ${fixed(mcp.requestsPerSecond)} warm calls/s (${fixed(mcp.ratioToAbout, 2)} × About)` : ''}.\n`;
}

function pageRows(results: BenchResults): string[][] {
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
function lighthouseRows(results: BenchResults): string[][] {
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

function scaleRows(results: BenchResults): string[][] {
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

function budgetRows(checks: BudgetCheck[]): string[][] {
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

/** Whether the build's chunk lists and the scripts the served pages load agree. */
function jsAgreement(sizes: SizeFigure[]): string {
  const checked = sizes.filter((size) => size.jsMismatch !== null);
  if (checked.length === 0)
    return 'First-load JS: the build wrote no route-bundle-stats.json; figures from the HTML.';
  const differing = checked.filter(
    (size) =>
      (size.jsMismatch?.onlyInHtml.length ?? 0) + (size.jsMismatch?.onlyInManifest.length ?? 0) > 0,
  );
  return differing.length === 0
    ? `First-load JS: the build's chunk lists and the scripts each served page loads agree on all ${checked.length} pages.`
    : `First-load JS: the build's chunk lists and the served pages differ on ${differing.map((size) => `${size.id} (HTML only: ${size.jsMismatch?.onlyInHtml.join(', ') || '—'}; manifest only: ${size.jsMismatch?.onlyInManifest.join(', ') || '—'})`).join('; ')}.`;
}

function loadLine(loadAverage: Record<string, number[]>): string {
  return Object.entries(loadAverage)
    .map(([phase, values]) => `${phase} ${values.map((value) => value.toFixed(2)).join(' ')}`)
    .join(' · ');
}

export function renderMarkdown(results: BenchResults): string {
  const about = byId(results.warm, 'about');
  const build = results.build
    ? `build ${fixed(results.build.ms / 1000, 1)} s (${results.build.upstreamCalls} upstream calls)`
    : 'build skipped (BENCH_SKIP_BUILD)';
  const budgets = results.budgets.filter((check) => !check.extra);
  const extras = results.budgets.filter((check) => check.extra);
  const failed = budgets.filter((check) => check.ok === false);
  const header = [
    'Budget',
    'Page',
    'Measured',
    'About (reference)',
    'Ratio / difference',
    'Limit',
    'Result',
    'Why',
  ];
  const o = results.options;
  return `# Bench results

Commit ${results.commit ?? 'unknown'} · ${results.startedAt} → ${results.finishedAt} · ${results.machine.cpus} CPUs (shared) · Node ${results.machine.node} · ${build}

Load average (1/5/15 min) at each phase: ${loadLine(results.machine.loadAverage)}

${o.businesses} synthetic + 10 hand-written businesses · warm: ${o.connections} connections, ${o.rounds} rounds × ${o.durationS} s per page, About ${fixed(about?.requestsPerSecond)} req/s, warm phase ${fixed(results.warmWindowS)} s · Lighthouse: median of ${o.lighthouseRuns} · server peak RSS ${mb(results.peakRssBytes)} MB

## Pages

req/s and p50/p99 are warm (rendered and data cached), pooled over the rounds; ×About is the median over the rounds of the page's throughput over that of the static About page measured just before and after it. Cold: first view of a page nobody asked for, on a fresh server with an empty data cache, in ms: total (time with an upstream call in flight + the rest). Upstream: calls of the cold view / calls per warm view. JS: first-load JavaScript, the scripts the served HTML loads, gzip KB (difference to About). HTML and twin: bytes of the page and of its Markdown twin. Lighthouse: mobile, performance/accessibility/best practices/SEO.

${table(['Page', 'req/s', '×About', 'p50 / p99 ms', 'cold ms (API + beyond)', 'upstream cold / warm', 'JS gz KB (Δ About)', 'HTML KB', 'twin KB (% HTML)', 'Lighthouse'], pageRows(results))}

${jsAgreement(results.sizes)}
${mcpWeightLine(results)}

## Lighthouse

Mobile defaults (simulated throttling), each page in each language: performance of the median run (every run), accessibility, best practices and SEO (in brackets, where it differs, as the budget judges them: with robots.txt's Content-Signal lines read as Lighthouse 13 does and the audits a page type fails on purpose, bench/lib/by-design.ts, counted as passed), CLS, LCP / TBT in ms of the median run, unsized images, Lighthouse's CPU benchmark index of the host (CPU busy share before each run) and the audits that cost points outside performance.

${results.lighthouse ? table(['Page', 'Performance (runs)', 'A11y', 'BP', 'SEO', 'CLS', 'LCP / TBT ms', 'Unsized', 'Benchmark index (busy)', 'Failing audits'], lighthouseRows(results)) : 'Not run (BENCH_LIGHTHOUSE off).'}

## Scale

Companion files at each directory size, on a fresh server: time to first byte / total in ms (read whole unless longer than the cap: "cut"), MB read, upstream calls made while producing it, and the server's peak RSS while producing it, in MB.

${results.scales.length > 0 ? table(['Businesses', 'Path', 'ms', 'MB', 'Status', 'Upstream calls', 'Peak RSS MB'], scaleRows(results)) : 'Not run (BENCH_SCALES empty).'}

## Caching proxy

${results.proxy ? `A warm ${results.proxy.page} (${results.proxy.htmlBytes} bytes) through deploy/nginx.conf in front of two instances (X-Cache-Status ${results.proxy.cacheStatus}), the same HTML as a static file from the same nginx, and the origin alone, in alternating rounds.\n\n${renderProxyTable(results.proxy)}` : 'Not run (BENCH_PROXY off, or no nginx).'}

## Budgets

${failed.length === 0 ? 'Every budget holds.' : `${failed.length} of ${budgets.length} checks fail.`}

${table(header, budgetRows(budgets))}

${extras.length > 0 ? `Other checks (the harness's, not the issue's):\n\n${table(header, budgetRows(extras))}\n` : ''}`;
}

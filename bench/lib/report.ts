import type { BenchResults } from './bench-results';
import type { SizeFigure } from './phase-pages';
import { renderProxyTable } from './phase-proxy';
import {
  budgetRows,
  byId,
  fixed,
  lighthouseRows,
  mb,
  pageRows,
  scaleRows,
  table,
} from './report-tables';

/*
 * latest.md, the tables (report-tables.ts) and budget checks people read, written from
 * latest.json, everything one run measured (bench-results.ts).
 */

/** The MCP row's weights: what every client reads first, and one default answer. */
function mcpWeightLine(results: BenchResults): string {
  const weight = results.mcpWeight;
  if (!weight) return '';
  const mcp = byId(results.warm, 'mcp');
  return `\nMCP: tools/list ${weight.toolsListBytes} bytes, a default get_business ${weight.getBusinessBytes} bytes${mcp ? `, ${fixed(mcp.requestsPerSecond)} warm calls/s (${fixed(mcp.ratioToAbout, 2)} × About)` : ''}.\n`;
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

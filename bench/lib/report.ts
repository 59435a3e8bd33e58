import type { LighthouseScores } from './lighthouse';
import type { ColdFigure, SizeFigure, WarmFigure } from './phase-pages';
import type { ScaleFigure } from './phase-scale';
import type { PageTypeId } from './targets';

/** latest.json is everything measured; latest.md the tables and budget checks people read. */

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  options: { businesses: number; durationS: number; connections: number; scales: number[] };
  build: { ms: number; upstreamCalls: number } | null;
  cold: ColdFigure[];
  warm: WarmFigure[];
  /** Requests per second of the About page before and after the other warm runs. */
  aboutRps: number;
  sizes: SizeFigure[];
  lighthouse: Record<string, LighthouseScores> | null;
  peakRssBytes: number;
  scales: ScaleFigure[];
  budgets: BudgetCheck[];
}

export interface BudgetCheck {
  budget: string;
  value: string;
  ok: boolean | null;
}

const KB = 1024;
const MB = 1024 * 1024;

const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const kb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '—' : `${(bytes / KB).toFixed(1)}`);
const mb = (bytes: number) => (bytes / MB).toFixed(0);

function byId<T extends { id: PageTypeId }>(list: T[], id: PageTypeId): T | undefined {
  return list.find((item) => item.id === id);
}

export function budgetChecks(results: Omit<BenchResults, 'budgets'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const profile = byId(results.warm, 'profile');
  if (profile && results.aboutRps > 0) {
    const ratio = profile.load.requestsPerSecond / results.aboutRps;
    checks.push({ budget: 'Warm profile throughput ≥ 0.8 × About', value: `${ratio.toFixed(2)} ×`, ok: ratio >= 0.8 });
  }
  const warmCalls = results.warm.filter((figure) => figure.upstreamPerView > 0);
  checks.push({
    budget: 'Warm page views make no upstream call',
    value: warmCalls.length === 0 ? '0 calls' : warmCalls.map((f) => `${f.id}: ${f.upstreamPerView.toFixed(3)}/view`).join(', '),
    ok: warmCalls.length === 0,
  });
  const repeated = results.cold.filter((figure) => !figure.oneCallPerResource);
  checks.push({
    budget: 'Cold page views: one call per resource shown',
    value: repeated.length === 0 ? 'yes' : repeated.map((f) => f.id).join(', '),
    ok: repeated.length === 0,
  });
  const about = byId(results.sizes, 'about')?.js?.gzipBytes;
  if (about !== undefined) {
    for (const [id, limit] of [
      ['profile', 10],
      ['catalog', 30],
      ['reviews', 30],
    ] as const) {
      const js = byId(results.sizes, id)?.js?.gzipBytes;
      if (js === undefined) continue;
      const delta = js - about;
      checks.push({ budget: `First-load JS of ${id} ≤ About + ${limit} KB`, value: `+${kb(delta)} KB`, ok: delta <= limit * KB });
    }
  }
  for (const size of results.sizes) {
    if (size.twinBytes === null) continue;
    const ratio = size.twinBytes / size.htmlBytes;
    checks.push({ budget: `Twin of ${size.id} < 1/5 of its HTML`, value: ratio.toFixed(3), ok: ratio < 0.2 });
  }
  if (results.lighthouse) {
    for (const [url, scores] of Object.entries(results.lighthouse)) {
      const ok =
        (scores.performance ?? 0) >= 95 &&
        scores.accessibility === 100 &&
        scores.bestPractices === 100 &&
        scores.seo === 100 &&
        scores.unsizedImages === 0;
      checks.push({
        budget: `Lighthouse ${new URL(url).pathname}`,
        value: `${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}, CLS ${fixed(scores.cls, 3)}, unsized images ${scores.unsizedImages}`,
        ok,
      });
    }
  } else {
    checks.push({ budget: 'Lighthouse', value: 'not run', ok: null });
  }
  if (results.build) {
    checks.push({
      budget: 'Build reads nothing from the API (its time is independent of the directory size)',
      value: `${results.build.upstreamCalls} calls`,
      ok: results.build.upstreamCalls === 0,
    });
  }
  for (const scale of results.scales) {
    checks.push({
      budget: `Server RSS < 512 MB at ${scale.businesses.toLocaleString('en')} businesses`,
      value: scale.error ? scale.error : `${mb(scale.peakRssBytes)} MB (peak of VmHWM sum ${mb(scale.highWaterMarkBytes)} MB)`,
      ok: scale.error ? false : scale.peakRssBytes < 512 * MB,
    });
  }
  return checks;
}

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function renderMarkdown(results: BenchResults): string {
  const ids = [...new Set([...results.warm.map((w) => w.id), ...results.cold.map((c) => c.id), ...results.sizes.map((s) => s.id)])];
  const aboutJs = byId(results.sizes, 'about')?.js?.gzipBytes ?? 0;
  const pageRows = ids.map((id) => {
    const warm = byId(results.warm, id);
    const cold = byId(results.cold, id);
    const size = byId(results.sizes, id);
    const lighthouse = size && results.lighthouse ? results.lighthouse[size.url] : undefined;
    return [
      id,
      warm ? fixed(warm.load.requestsPerSecond) : '—',
      warm && results.aboutRps > 0 ? fixed(warm.load.requestsPerSecond / results.aboutRps, 2) : '—',
      warm ? `${fixed(warm.load.latencyMs.p50, 1)} / ${fixed(warm.load.latencyMs.p99, 1)}` : '—',
      cold ? `${fixed(cold.totalMs)} (${fixed(cold.apiMs)} + ${fixed(cold.beyondApiMs)})` : '—',
      `${cold ? cold.upstreamCalls : '—'} / ${warm ? fixed(warm.upstreamPerView, 2) : '—'}`,
      size?.js ? `${kb(size.js.gzipBytes)} (${id === 'about' ? '±0' : `+${kb(size.js.gzipBytes - aboutJs)}`})` : '—',
      size ? kb(size.htmlBytes) : '—',
      size?.twinBytes != null ? `${kb(size.twinBytes)} (${fixed((size.twinBytes / size.htmlBytes) * 100)} %)` : '—',
      lighthouse ? `${lighthouse.performance}/${lighthouse.accessibility}/${lighthouse.bestPractices}/${lighthouse.seo}` : '—',
    ];
  });
  const scaleRows = results.scales.flatMap((scale) =>
    scale.error
      ? [[scale.businesses.toLocaleString('en'), 'error', scale.error, '', '', '', '']]
      : [
          [
            scale.businesses.toLocaleString('en'),
            '/ (home)',
            `cold ${fixed(scale.homeColdMs)}, warm ${fixed(scale.homeWarmMs, 1)}, ?page=2 ${fixed(scale.homePage2Ms, 1)}; ${fixed(scale.homeWarmRps)} req/s`,
            '',
            '',
            '',
            mb(scale.peakRssBytes),
          ],
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
  const build = results.build
    ? `Build: ${fixed(results.build.ms / 1000, 1)} s, ${results.build.upstreamCalls} upstream calls.`
    : 'Build: skipped (BENCH_SKIP_BUILD).';
  return `# Bench results

${results.startedAt} · ${results.machine.cpus} CPUs · Node ${results.machine.node} · load average at start ${results.machine.loadAverage.map((v) => v.toFixed(2)).join(' ')}
${results.options.businesses} synthetic + 10 hand-written businesses · ${results.options.connections} connections × ${results.options.durationS} s per target · About: ${fixed(results.aboutRps)} req/s · server peak RSS ${mb(results.peakRssBytes)} MB · ${build}

## Pages

Throughput and latency are warm (rendered and data cached); "×About" is the ratio to the static About page in the same run. Cold is the first view of a page nobody has asked for, in ms: total (time waiting on the API + the rest). Upstream calls: cold view / warm views. JS: first-load JavaScript, gzip KB (difference to About). Lighthouse: mobile, performance/accessibility/best practices/SEO.

${table(['Page', 'req/s', '×About', 'p50 / p99 ms', 'cold ms (API + beyond)', 'upstream cold / warm', 'JS gz KB', 'HTML KB', 'twin KB (% of HTML)', 'Lighthouse'], pageRows)}

## Scale

Companion files are read whole unless longer than the cap ("cut"); time is first byte / total in ms; RSS is the server's peak while producing that file, in MB.

${scaleRows.length > 0 ? table(['Businesses', 'Path', 'ms', 'MB', 'Status', 'Upstream calls', 'Peak RSS MB'], scaleRows) : 'Not run (BENCH_SCALES empty).'}

## Budgets

${table(['Budget', 'Measured', 'Met'], results.budgets.map((check) => [check.budget, check.value, check.ok === null ? '—' : check.ok ? 'yes' : '**no**']))}
`;
}

import type { BudgetCheck, BudgetInputs } from './budget-types';
import { byId, lighthouse } from './budgets-lighthouse';
import { extraChecks } from './budgets-scale';
import { pageLabel } from './phase-pages';
import type { PageTypeId } from './page-type';

/**
 * The budgets of issue 6, each checked against the figures of one run. Most are ratios to the
 * static About page measured in the same run, so that a busy machine moves both sides alike:
 * every check carries its measured value, its About reference where it has one, the ratio or
 * difference, the limit and the verdict.
 */

const KB = 1024;
/** The site's cache lifetime (API_CACHE_SECONDS default, and the pages' revalidate). */
const CACHE_LIFETIME_S = 300;
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function throughput(inputs: BudgetInputs): BudgetCheck[] {
  const about = byId(inputs.warm, 'about');
  const profile = byId(inputs.warm, 'profile');
  if (!about || !profile || !(about.requestsPerSecond > 0)) return [];
  const ratio = profile.ratioToAbout;
  const rounds = profile.roundRatios.map((value) => value.toFixed(2));
  return [
    {
      budget: 'Warm throughput ≥ 0.8 × About',
      page: 'profile',
      measured: `${profile.requestsPerSecond.toFixed(0)} req/s`,
      reference: `${about.requestsPerSecond.toFixed(0)} req/s`,
      relation: `${ratio.toFixed(2)} × (median of rounds ${rounds.join(', ')})`,
      limit: '≥ 0.80 ×',
      ok: ratio >= 0.8,
    },
  ];
}

/** Issue 14's goal: a warm page through deploy/nginx.conf at half the rate of a static file. */
function proxyThroughput(inputs: BudgetInputs): BudgetCheck[] {
  const proxy = inputs.proxy?.figures.find((figure) => figure.target === 'proxy');
  const statik = inputs.proxy?.figures.find((figure) => figure.target === 'static');
  if (!proxy || !statik) return [];
  return [
    {
      budget: 'Warm page through the proxy ≥ 0.5 × a static file',
      page: 'profile',
      measured: `${proxy.requestsPerSecond.toFixed(0)} req/s (${inputs.proxy?.cacheStatus ?? 'no'} X-Cache-Status)`,
      reference: `${statik.requestsPerSecond.toFixed(0)} req/s (same nginx, same HTML)`,
      relation: `${proxy.xStatic.toFixed(2)} × (median of rounds ${proxy.perRound.map((value) => value.toFixed(2)).join(', ')})`,
      limit: '≥ 0.50 ×',
      ok: proxy.xStatic >= 0.5 && inputs.proxy?.cacheStatus === 'HIT',
    },
  ];
}

function warmCalls(inputs: BudgetInputs): BudgetCheck[] {
  const withinLifetime = inputs.warmWindowS < CACHE_LIFETIME_S;
  return inputs.warm.map((figure) => {
    const resources = Object.keys(figure.upstreamByResource);
    return {
      budget: 'Warm view: no upstream call',
      page: figure.id,
      measured: `${figure.upstreamPerView.toFixed(2)} calls/view`,
      reference: '0',
      relation: `${figure.upstreamCalls} calls in ${figure.requests} views`,
      limit: '0',
      ok: figure.upstreamCalls === 0,
      note:
        figure.upstreamCalls === 0
          ? undefined
          : `${resources.length} resources asked again, e.g. ${resources.slice(0, 2).join(', ')}${withinLifetime ? '' : ` (warm phase lasted ${inputs.warmWindowS.toFixed(0)} s, past the ${CACHE_LIFETIME_S} s lifetime)`}`,
    };
  });
}

function coldCalls(inputs: BudgetInputs): BudgetCheck[] {
  return inputs.cold.map((figure) => {
    const repeated = Object.entries(figure.byResource).filter(([, count]) => count > 1);
    return {
      budget: 'Cold view: one call per resource',
      page: figure.id,
      measured: `${figure.upstreamCalls} calls`,
      reference: '—',
      relation: `${Object.keys(figure.byResource).length} resources`,
      limit: '1 per resource',
      // A page that shows API data and made no call was not cold: the harness failed, not the site.
      ok:
        figure.status === 200 &&
        figure.oneCallPerResource &&
        (figure.upstreamCalls > 0 || figure.id === 'about'),
      note:
        figure.status !== 200
          ? `status ${figure.status}`
          : figure.upstreamCalls === 0 && figure.id !== 'about'
            ? 'no upstream call: the data was already loaded, the view was not cold'
            : repeated.length > 0
              ? repeated.map(([resource, count]) => `${resource} ×${count}`).join(', ')
              : undefined,
    };
  });
}

/**
 * First-load JavaScript of an English page as a browser gets it: the gzip bytes of every script
 * its served HTML loads (the build's own chunk list, where it has one, is shown beside it).
 */
function servedJs(inputs: BudgetInputs, id: PageTypeId) {
  const size = inputs.sizes.find((candidate) => candidate.id === id && candidate.locale === 'en');
  if (!size) return null;
  return {
    gzipBytes: size.htmlJs?.gzipBytes ?? size.js?.gzipBytes ?? null,
    scripts: size.htmlJs?.scripts ?? null,
    manifestGzipBytes: size.js?.gzipBytes ?? null,
  };
}

function firstLoadJs(inputs: BudgetInputs): BudgetCheck[] {
  const about = servedJs(inputs, 'about');
  if (about?.gzipBytes == null) return [];
  const aboutBytes = about.gzipBytes;
  return (
    [
      ['profile', 10],
      ['catalog', 30],
      ['reviews', 30],
    ] as const
  ).flatMap(([id, limit]) => {
    const js = servedJs(inputs, id);
    if (js?.gzipBytes == null) return [];
    const delta = js.gzipBytes - aboutBytes;
    const manifest =
      js.manifestGzipBytes !== null && about.manifestGzipBytes !== null
        ? `build's chunk lists: ${kb(js.manifestGzipBytes)} vs ${kb(about.manifestGzipBytes)} KB`
        : undefined;
    return [
      {
        budget: 'First-load JS (gzip) ≤ About + limit',
        page: id,
        measured: `${kb(js.gzipBytes)} KB${js.scripts !== null ? ` (${js.scripts} scripts)` : ''}`,
        reference: `${kb(aboutBytes)} KB${about.scripts !== null ? ` (${about.scripts} scripts)` : ''}`,
        relation: `${delta >= 0 ? '+' : ''}${kb(delta)} KB`,
        limit: `+${limit} KB`,
        ok: delta <= limit * KB,
        note: manifest,
      },
    ];
  });
}

function twins(inputs: BudgetInputs): BudgetCheck[] {
  return inputs.sizes.flatMap((size) => {
    if (size.twinBytes === null) return [];
    const ratio = size.twinBytes / size.htmlBytes;
    return [
      {
        budget: 'Markdown twin < 1/5 of its HTML',
        page: pageLabel(size),
        measured: `${kb(size.twinBytes)} KB`,
        reference: `HTML ${kb(size.htmlBytes)} KB`,
        relation: ratio.toFixed(3),
        limit: '< 0.200',
        ok: ratio < 0.2,
      },
    ];
  });
}

export function budgetChecks(inputs: BudgetInputs): BudgetCheck[] {
  return [
    ...throughput(inputs),
    ...proxyThroughput(inputs),
    ...warmCalls(inputs),
    ...coldCalls(inputs),
    ...firstLoadJs(inputs),
    ...twins(inputs),
    ...lighthouse(inputs),
    ...extraChecks(inputs),
  ];
}

export type { BudgetCheck, BudgetInputs } from './budget-types';

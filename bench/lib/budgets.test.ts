import { describe, expect, it } from 'vitest';
import { budgetChecks, type BudgetInputs } from './budgets';
import { companionChecks } from './budgets-scale';
import type { LighthouseScores } from './lighthouse';
import type { ColdFigure, SizeFigure } from './phase-pages';
import { median, type WarmFigure } from './phase-warm';
import { summarize } from './percentiles';
import type { ScaleFigure } from './phase-scale';
import type { PageTypeId } from './page-type';

function warm(id: PageTypeId, ratioToAbout: number, upstreamCalls = 0): WarmFigure {
  return {
    id,
    url: `http://127.0.0.1:1/${id}`,
    requests: 100,
    failures: 0,
    statuses: { 200: 100 },
    bytes: 0,
    elapsedMs: 1000,
    requestsPerSecond: 100 * ratioToAbout,
    latencyMs: summarize([1]),
    roundRps: [],
    roundRatios: [ratioToAbout],
    ratioToAbout,
    upstreamPerView: upstreamCalls / 100,
    upstreamCalls,
    upstreamByResource:
      upstreamCalls > 0 ? { '/index/directory-business/x/faq?lang=en': upstreamCalls } : {},
  };
}

function cold(id: PageTypeId, byResource: Record<string, number>): ColdFigure {
  const upstreamCalls = Object.values(byResource).reduce((sum, count) => sum + count, 0);
  return {
    id,
    url: `http://127.0.0.1:1/${id}`,
    status: 200,
    totalMs: 10,
    apiMs: 5,
    beyondApiMs: 5,
    upstreamCalls,
    byResource,
    oneCallPerResource: Object.values(byResource).every((count) => count === 1),
  };
}

function size(id: PageTypeId, gzipKb: number, htmlBytes: number, twinBytes: number): SizeFigure {
  return {
    id,
    locale: 'en',
    url: `http://127.0.0.1:1/${id}`,
    htmlBytes,
    twinBytes,
    js: { route: id, chunks: 1, rawBytes: 0, gzipBytes: gzipKb * 1024, files: [] },
    htmlJs: null,
    jsMismatch: null,
  };
}

const perfect: LighthouseScores = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  bestPracticesJudged: 100,
  seoJudged: 100,
  passedByDesign: [],
  cls: 0,
  unsizedImages: 0,
  lcpMs: 1000,
  tbtMs: 0,
  fcpMs: 800,
  benchmarkIndex: 1000,
  performanceRuns: [99],
  cpuBusyBeforeRuns: [4],
  failing: {},
};

function inputs(overrides: Partial<BudgetInputs> = {}): BudgetInputs {
  return {
    cold: [cold('profile', { '/a': 1, '/b': 1 })],
    warm: [warm('about', 1), warm('profile', 0.9)],
    sizes: [size('about', 150, 10_000, 1_000), size('profile', 155, 20_000, 2_000)],
    lighthouse: { 'http://127.0.0.1:1/about': perfect, 'http://127.0.0.1:1/profile': perfect },
    build: null,
    scales: [],
    warmWindowS: 100,
    ...overrides,
  };
}

const failing = (checks: ReturnType<typeof budgetChecks>) =>
  checks.filter((check) => check.ok === false).map((check) => `${check.budget} · ${check.page}`);

describe('budgetChecks', () => {
  it('passes a run within every budget', () => {
    expect(failing(budgetChecks(inputs()))).toEqual([]);
  });

  it('fails a profile under 0.8 × About, a warm upstream call and a repeated cold call', () => {
    const checks = budgetChecks(
      inputs({
        warm: [warm('about', 1), warm('profile', 0.79, 3)],
        cold: [cold('reviews', { '/r?page=1&limit=10': 2, '/r?page=1&limit=100': 1 })],
      }),
    );
    expect(failing(checks)).toEqual([
      'Warm throughput ≥ 0.8 × About · profile',
      'Warm view: no upstream call · profile',
      'Cold view: one call per resource · reviews',
    ]);
    expect(checks.find((check) => check.page === 'reviews')?.note).toBe('/r?page=1&limit=10 ×2');
  });

  it('fails first-load JS past About + 10 KB, a twin of a fifth of its HTML, and an imperfect Lighthouse', () => {
    const checks = budgetChecks(
      inputs({
        sizes: [size('about', 150, 10_000, 1_000), size('profile', 160.5, 10_000, 2_000)],
        lighthouse: {
          'http://127.0.0.1:1/about': {
            ...perfect,
            seo: 92,
            seoJudged: 92,
            failing: { seo: ['robots-txt'] },
          },
          'http://127.0.0.1:1/profile': perfect,
        },
      }),
    );
    expect(failing(checks)).toEqual([
      'First-load JS (gzip) ≤ About + limit · profile',
      'Markdown twin < 1/5 of its HTML · profile',
      'Lighthouse (mobile) perf/a11y/BP/SEO, unsized images, CLS · about',
    ]);
    expect(
      checks.find((check) => check.budget.startsWith('Lighthouse') && check.page === 'about')?.note,
    ).toBe(
      'seo: robots-txt; performance runs 99 (CPU busy before each: 4 %), LCP 1000 ms, TBT 0 ms, CPU benchmark index 1000',
    );
  });
});

describe('first-load JS from the served pages', () => {
  const served = (figure: SizeFigure, gzipKb: number): SizeFigure => ({
    ...figure,
    htmlJs: { scripts: 12, rawBytes: 0, gzipBytes: gzipKb * 1024, urls: [] },
  });
  const jsCheck = (sizes: SizeFigure[]) =>
    budgetChecks(inputs({ sizes, lighthouse: null })).find(
      (check) => check.budget.startsWith('First-load JS') && check.page === 'profile',
    );

  it('judges the gzip bytes of the scripts the HTML loads, not the build’s chunk list', () => {
    // The build lists 155 KB for the profile, but its HTML loads 10.5 KB more than About's.
    const over = jsCheck([
      served(size('about', 150, 10_000, 1_000), 150),
      served(size('profile', 155, 20_000, 2_000), 160.5),
    ]);
    expect(over?.ok).toBe(false);
    expect(over?.measured).toBe('160.5 KB (12 scripts)');
    expect(over?.relation).toBe('+10.5 KB');
    expect(over?.note).toBe("build's chunk lists: 155.0 vs 150.0 KB");
    // And the reverse: a chunk list over the limit does not fail pages whose HTML loads less.
    const within = jsCheck([
      served(size('about', 150, 10_000, 1_000), 150),
      served(size('profile', 170, 20_000, 2_000), 160),
    ]);
    expect(within?.ok).toBe(true);
  });

  it('compares English pages only, whatever order the languages were measured in', () => {
    const french = (figure: SizeFigure): SizeFigure => ({ ...figure, locale: 'fr' });
    const check = jsCheck([
      french(served(size('about', 100, 10_000, 1_000), 100)),
      served(size('about', 150, 10_000, 1_000), 150),
      served(size('profile', 150, 20_000, 2_000), 159),
    ]);
    expect(check?.reference).toBe('150.0 KB (12 scripts)');
    expect(check?.ok).toBe(true);
  });
});

describe('the Lighthouse budget', () => {
  const lighthouseCheck = (scores: LighthouseScores) =>
    budgetChecks(
      inputs({
        lighthouse: { 'http://127.0.0.1:1/about': perfect, 'http://127.0.0.1:1/profile': scores },
      }),
    ).find((check) => check.budget.startsWith('Lighthouse') && check.page === 'profile');

  it('fails any layout shift, a missing CLS, and a median performance under 95', () => {
    expect(lighthouseCheck(perfect)?.ok).toBe(true);
    expect(lighthouseCheck({ ...perfect, cls: 0.0004 })?.ok).toBe(true);
    expect(lighthouseCheck({ ...perfect, cls: 0.002 })?.ok).toBe(false);
    expect(lighthouseCheck({ ...perfect, cls: null })?.ok).toBe(false);
    expect(lighthouseCheck({ ...perfect, performance: 94 })?.ok).toBe(false);
    expect(lighthouseCheck({ ...perfect, unsizedImages: 1 })?.ok).toBe(false);
  });

  it('judges best practices and SEO as counted with the audits failing by design, and says so', () => {
    const notFound = {
      ...perfect,
      bestPractices: 96,
      seo: 36,
      bestPracticesJudged: 100,
      seoJudged: 100,
      passedByDesign: ['errors-in-console', 'http-status-code', 'is-crawlable', 'robots-txt'],
    };
    const check = lighthouseCheck(notFound);
    expect(check?.ok).toBe(true);
    expect(check?.measured).toContain('99/100/96/36');
    expect(check?.measured).toContain('(judged BP/SEO 100/100)');
    expect(check?.note).toContain(
      'counted as passed (by design): errors-in-console, http-status-code, is-crawlable, robots-txt',
    );
    // The raw scores do not decide: a judged score under 100 fails.
    expect(lighthouseCheck({ ...notFound, seoJudged: 92 })?.ok).toBe(false);
    expect(lighthouseCheck({ ...notFound, bestPracticesJudged: 96 })?.ok).toBe(false);
  });

  it('names a French page by its language and compares it with the French About page', () => {
    const fr = (figure: SizeFigure): SizeFigure => ({
      ...figure,
      locale: 'fr',
      url: `${figure.url}-fr`,
    });
    const checks = budgetChecks(
      inputs({
        sizes: [
          size('about', 150, 10_000, 1_000),
          size('profile', 150, 20_000, 2_000),
          fr(size('about', 150, 10_000, 1_000)),
          fr(size('profile', 150, 20_000, 2_000)),
        ],
        lighthouse: {
          'http://127.0.0.1:1/about': perfect,
          'http://127.0.0.1:1/profile': perfect,
          'http://127.0.0.1:1/about-fr': { ...perfect, performance: 96 },
          'http://127.0.0.1:1/profile-fr': { ...perfect, accessibility: 92 },
        },
      }),
    ).filter((check) => check.budget.startsWith('Lighthouse'));
    expect(checks.map((check) => [check.page, check.ok])).toEqual([
      ['about', true],
      ['profile', true],
      ['about (fr)', true],
      ['profile (fr)', false],
    ]);
    expect(checks[3]?.reference).toBe('96/100/100/100');
  });
});

describe('a cold view without upstream calls', () => {
  it('fails as not cold, except for the static About page', () => {
    const checks = budgetChecks(inputs({ cold: [cold('home', {}), cold('about', {})] }));
    expect(failing(checks)).toEqual(['Cold view: one call per resource · home']);
    expect(checks.find((check) => check.page === 'home')?.note).toMatch(/not cold/);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('judges the search at 100,000 businesses: median, build time and upstream calls', () => {
    const scale = (search: ScaleFigure['search']): ScaleFigure => ({
      businesses: 100_000,
      homeColdMs: 1,
      homeWarmMs: 1,
      homePage2Ms: 1,
      homeWarmRps: 1,
      files: [],
      search,
      peakRssBytes: 400 * 1024 * 1024,
      highWaterMarkBytes: 0,
    });
    const good = {
      buildMs: { en: 5_000, fr: 6_000 },
      queries: 150,
      medianMs: 2,
      p95Ms: 9,
      maxMs: 20,
      upstreamCalls: 0,
      failures: 0,
    };
    expect(failing(budgetChecks(inputs({ scales: [scale(good)] })))).toEqual([]);
    const slow = { ...good, medianMs: 51, buildMs: { en: 20_000, fr: 10_001 }, upstreamCalls: 2 };
    expect(failing(budgetChecks(inputs({ scales: [scale(slow)] })))).toEqual([
      'Search median < 50 ms (server time) · 100,000 businesses',
      'Search index of both languages < 30 s · 100,000 businesses',
      'Search: no upstream call · 100,000 businesses',
    ]);
    // Not measured, or a search that failed, is not a pass.
    expect(failing(budgetChecks(inputs({ scales: [scale(null)] })))).toHaveLength(3);
    expect(
      failing(budgetChecks(inputs({ scales: [scale({ ...good, failures: 1 })] }))),
    ).toHaveLength(3);
    // Smaller directories are not judged on it.
    expect(budgetChecks(inputs({ scales: [{ ...scale(null), businesses: 1_000 }] }))).toHaveLength(
      budgetChecks(inputs()).length + 1,
    );
  });

  it('judges every companion file and part at 100,000 businesses by first byte and whole time', () => {
    const file = (path: string, ttfbMs: number, totalMs: number, complete = true) => ({
      path,
      status: 200,
      ttfbMs,
      totalMs,
      bytes: 1,
      complete,
      peakRssBytes: 1,
      upstreamCalls: 3,
    });
    const scale: ScaleFigure = {
      businesses: 100_000,
      homeColdMs: 1,
      homeWarmMs: 1,
      homePage2Ms: 1,
      homeWarmRps: 1,
      files: [
        file('/ai-content.txt', 20, 40),
        file('/ai-content/2.txt', 999, 29_999),
        file('/ai-content/3.txt', 1_000, 2_000),
        file('/api/companies.json', 10, 60_000, false),
        { ...file('/api/companies/3.json', 10, 20), status: 503 },
      ],
      search: null,
      peakRssBytes: 1,
      highWaterMarkBytes: 0,
    };
    const checks = companionChecks(scale);
    expect(checks.map((check) => [check.page, check.ok])).toEqual([
      ['/ai-content.txt at 100,000', true],
      ['/ai-content/2.txt at 100,000', true],
      ['/ai-content/3.txt at 100,000', false],
      ['/api/companies.json at 100,000', false],
      ['/api/companies/3.json at 100,000', false],
    ]);
    expect(companionChecks({ ...scale, businesses: 10_000 })).toEqual([]);
  });
});

describe('the caching proxy budget', () => {
  function proxyRun(xStatic: number, cacheStatus: string | null): BudgetInputs['proxy'] {
    const figure = (target: 'static' | 'proxy' | 'origin', ratio: number) => ({
      target,
      url: `http://127.0.0.1:1/${target}`,
      requestsPerSecond: 1000 * ratio,
      requests: 1000,
      failures: 0,
      p50Ms: 1,
      p99Ms: 2,
      xStatic: ratio,
      perRound: [ratio],
    });
    return {
      page: '/business/x',
      htmlBytes: 1,
      cacheStatus,
      originCache: 'HIT',
      figures: [figure('static', 1), figure('proxy', xStatic), figure('origin', 0.03)],
    };
  }
  const check = (proxy: BudgetInputs['proxy']) =>
    budgetChecks(inputs({ proxy })).find((entry) => entry.budget.includes('proxy'));

  it('passes a cache hit at half a static file’s rate or more, and fails below or on a miss', () => {
    expect(check(proxyRun(0.62, 'HIT'))?.ok).toBe(true);
    expect(check(proxyRun(0.45, 'HIT'))?.ok).toBe(false);
    expect(check(proxyRun(0.9, 'MISS'))?.ok).toBe(false);
    expect(check(null)).toBeUndefined();
  });
});

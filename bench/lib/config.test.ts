import { describe, expect, it } from 'vitest';
import { benchConfig, parsePhases, parseScales } from './config';

describe('benchConfig', () => {
  it('defaults to a short, bounded run on the bench ports', () => {
    const config = benchConfig({});
    expect(config).toMatchObject({
      durationMs: 3_000,
      rounds: 3,
      lighthouseRuns: 5,
      quietWaitMs: 60_000,
      connections: 8,
      skipBuild: false,
      lighthouse: true,
      sitePort: 3420,
      apiPort: 4420,
    });
    expect(config.scales).toEqual([1_000, 10_000, 100_000]);
  });

  it('clamps every bound so that a typo cannot start an unbounded run', () => {
    const config = benchConfig({
      BENCH_DURATION_S: '100000',
      BENCH_CONNECTIONS: '5000',
      BENCH_BUSINESSES: '9999999',
    });
    expect(config.durationMs).toBe(60_000);
    expect(config.connections).toBe(64);
    expect(config.businesses).toBe(100_000);
    expect(benchConfig({ BENCH_QUIET_WAIT_S: '100000' }).quietWaitMs).toBe(600_000);
    expect(benchConfig({ BENCH_QUIET_WAIT_S: '0' }).quietWaitMs).toBe(0);
  });

  it('reads flags and scale lists', () => {
    expect(benchConfig({ BENCH_SKIP_BUILD: '1', BENCH_LIGHTHOUSE: '0' })).toMatchObject({
      skipBuild: true,
      lighthouse: false,
    });
    expect(parseScales('1000, 10000,abc,-5,200000')).toEqual([1_000, 10_000]);
    expect(parseScales('')).toEqual([]);
  });

  it('runs only the phases BENCH_PHASES names, and refuses an unknown one', () => {
    const lighthouseOnly = benchConfig({ BENCH_PHASES: 'lighthouse' });
    expect(lighthouseOnly).toMatchObject({
      pages: true,
      cold: false,
      warm: false,
      lighthouse: true,
      proxy: false,
      scales: [],
    });
    // BENCH_LIGHTHOUSE=0 still turns Lighthouse off, which leaves no page phase to run.
    expect(benchConfig({ BENCH_PHASES: 'lighthouse', BENCH_LIGHTHOUSE: '0' }).pages).toBe(false);
    expect(benchConfig({}).cold && benchConfig({}).warm).toBe(true);
    expect(parsePhases(' Cold, scale ')).toEqual(new Set(['cold', 'scale']));
    expect(() => parsePhases('lighthouse,sizes')).toThrow(/unknown phase sizes/);
  });

  it('measures both languages, English first, and names the report safely', () => {
    expect(benchConfig({}).locales).toEqual(['en', 'fr']);
    expect(benchConfig({ BENCH_LOCALES: 'fr' }).locales).toEqual(['en', 'fr']);
    expect(benchConfig({ BENCH_LOCALES: 'en' }).locales).toEqual(['en']);
    expect(benchConfig({ BENCH_PAGE_TYPES: 'profile, about' }).pageIds).toEqual([
      'profile',
      'about',
    ]);
    expect(benchConfig({}).reportName).toBe('latest');
    expect(benchConfig({ BENCH_REPORT_NAME: 'lighthouse' }).reportName).toBe('lighthouse');
    expect(benchConfig({ BENCH_REPORT_NAME: '../x' }).reportName).toBe('latest');
  });
});

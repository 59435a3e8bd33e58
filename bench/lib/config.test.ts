import { describe, expect, it } from 'vitest';
import { benchConfig, parseScales } from './config';

describe('benchConfig', () => {
  it('defaults to a short, bounded run on the bench ports', () => {
    const config = benchConfig({});
    expect(config).toMatchObject({
      durationMs: 3_000,
      rounds: 3,
      lighthouseRuns: 5,
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
  });

  it('reads flags and scale lists', () => {
    expect(benchConfig({ BENCH_SKIP_BUILD: '1', BENCH_LIGHTHOUSE: '0' })).toMatchObject({
      skipBuild: true,
      lighthouse: false,
    });
    expect(parseScales('1000, 10000,abc,-5,200000')).toEqual([1_000, 10_000]);
    expect(parseScales('')).toEqual([]);
  });
});

import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyFraction, cpuTimes, waitForQuietCpu, type QuietOptions } from './quiet-cpu';

const core = (user: number, idle: number): os.CpuInfo => ({
  model: 'test',
  speed: 1,
  times: { user, nice: 0, sys: 0, idle, irq: 0 },
});

describe('cpuTimes and busyFraction', () => {
  it('adds the cores and measures the busy share between two readings', () => {
    const before = cpuTimes([core(100, 900), core(200, 800)]);
    expect(before).toEqual({ idle: 1700, total: 2000 });
    // 1000 ms more per core: the first core 500 ms busy, the second idle.
    const after = cpuTimes([core(600, 1400), core(200, 1800)]);
    expect(busyFraction(before, after)).toBeCloseTo(0.25);
  });

  it('is 0 when no time passed, and stays within 0–1', () => {
    const same = { idle: 10, total: 20 };
    expect(busyFraction(same, same)).toBe(0);
    expect(busyFraction({ idle: 10, total: 20 }, { idle: 5, total: 30 })).toBe(1);
  });
});

describe('waitForQuietCpu', () => {
  const options: QuietOptions = { threshold: 0.2, windows: 2, windowMs: 1_000, timeoutMs: 10_000 };
  const sampler = (values: number[]) => {
    const calls: number[] = [];
    return {
      calls,
      sample: async (windowMs: number) => {
        calls.push(windowMs);
        return values[calls.length - 1] ?? 1;
      },
    };
  };

  it('returns once enough quiet windows come in a row, not on a lone quiet one', async () => {
    const { calls, sample } = sampler([0.9, 0.1, 0.5, 0.1, 0.05]);
    expect(await waitForQuietCpu(options, sample)).toEqual({
      quiet: true,
      busy: 0.05,
      waitedMs: 5_000,
    });
    expect(calls).toHaveLength(5);
  });

  it('gives up at the timeout and says how busy the machine was', async () => {
    const { calls, sample } = sampler(Array.from({ length: 20 }, () => 0.7));
    expect(await waitForQuietCpu(options, sample)).toEqual({
      quiet: false,
      busy: 0.7,
      waitedMs: 10_000,
    });
    expect(calls).toHaveLength(10);
  });
});

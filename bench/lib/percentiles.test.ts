import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './percentiles';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('picks the observed value at rank ceil(p·n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0.5)).toBe(1);
  });

  it('never interpolates between samples', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
  });

  it('is the single sample for one sample, NaN for none', () => {
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('rejects a percentile outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('sorts unsorted samples and reports a tail that a mean hides', () => {
    const samples = [...Array.from({ length: 98 }, () => 1), 50, 100];
    const summary = summarize(samples.reverse());
    expect(summary).toMatchObject({ count: 100, min: 1, p50: 1, p90: 1, p99: 50, max: 100 });
    expect(summary.mean).toBeCloseTo((98 + 150) / 100);
  });

  it("does not reorder the caller's array", () => {
    const samples = [3, 1, 2];
    summarize(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('gives NaN figures, not zeros, for an empty run', () => {
    const summary = summarize([]);
    expect(summary.count).toBe(0);
    expect(summary.p50).toBeNaN();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberSetting, readNumber } from './number-setting.mjs';

const RANGE = { fallback: 16, min: 1, max: 256 };

afterEach(() => vi.restoreAllMocks());

describe('readNumber', () => {
  it('takes a number within the range as given, surrounding spaces aside', () => {
    expect(readNumber('4', RANGE)).toEqual({ value: 4, problem: null });
    expect(readNumber(' 256 ', RANGE)).toEqual({ value: 256, problem: null });
  });

  it('gives the default, silently, for an unset or blank setting', () => {
    expect(readNumber(undefined, RANGE)).toEqual({ value: 16, problem: null });
    expect(readNumber('  ', RANGE)).toEqual({ value: 16, problem: null });
  });

  it('gives the default for what is no number, or no integer where one is asked', () => {
    expect(readNumber('many', RANGE)).toEqual({ value: 16, problem: 'not a number' });
    expect(readNumber('Infinity', RANGE)).toEqual({ value: 16, problem: 'not a number' });
    expect(readNumber('1.5', RANGE)).toEqual({ value: 16, problem: 'not an integer' });
    expect(readNumber('0.5', { ...RANGE, min: 0, integer: false }).value).toBe(0.5);
  });

  it('clamps a number outside the range, or gives the default when the range says so', () => {
    expect(readNumber('0', RANGE)).toEqual({ value: 1, problem: 'outside 1 to 256' });
    expect(readNumber('1e9', RANGE)).toEqual({ value: 256, problem: 'outside 1 to 256' });
    expect(readNumber('-3', { ...RANGE, outOfRange: 'default' })).toEqual({
      value: 16,
      problem: 'outside 1 to 256',
    });
  });
});

describe('numberSetting', () => {
  it('reads the named setting and says once what it did not take as given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = { API_MAX_CONCURRENCY: '999', OTHER: '12' };
    expect(numberSetting(env, 'API_MAX_CONCURRENCY', RANGE)).toBe(256);
    expect(numberSetting(env, 'API_MAX_CONCURRENCY', RANGE)).toBe(256);
    expect(numberSetting(env, 'OTHER', RANGE)).toBe(12);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Ignoring API_MAX_CONCURRENCY "999": outside 1 to 256; using 256',
    );
  });
});

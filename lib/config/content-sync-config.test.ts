import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContentSyncConfig } from './content-sync-config';

describe('getContentSyncConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defaults to a full pass a week and a quarter of the upstream limits', () => {
    expect(getContentSyncConfig({})).toEqual({ enabled: true, fullPassDays: 7, share: 0.25 });
  });

  it('reads valid values', () => {
    expect(getContentSyncConfig({ CONTENT_SYNC_DAYS: '3', CONTENT_SYNC_SHARE: '0.5' })).toEqual({
      enabled: true,
      fullPassDays: 3,
      share: 0.5,
    });
    expect(getContentSyncConfig({ CONTENT_SYNC_DAYS: ' 365 ', CONTENT_SYNC_SHARE: '1' })).toEqual({
      enabled: true,
      fullPassDays: 365,
      share: 1,
    });
  });

  it('falls back to the defaults, with a warning, on malformed or out-of-range values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [days, share] of [
      ['0', '0'],
      ['1.5', '2'],
      ['week', 'a lot'],
      ['-7', '-0.25'],
      ['366', '0.01'],
      ['Infinity', 'NaN'],
    ]) {
      expect(getContentSyncConfig({ CONTENT_SYNC_DAYS: days, CONTENT_SYNC_SHARE: share })).toEqual({
        enabled: true,
        fullPassDays: 7,
        share: 0.25,
      });
    }
    expect(warn).toHaveBeenCalledTimes(12);
  });

  it('treats empty values as unset', () => {
    expect(getContentSyncConfig({ CONTENT_SYNC_DAYS: '', CONTENT_SYNC_SHARE: ' ' })).toEqual({
      enabled: true,
      fullPassDays: 7,
      share: 0.25,
    });
  });

  it('is switched off only by CONTENT_SYNC=off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(getContentSyncConfig({ CONTENT_SYNC: 'off' }).enabled).toBe(false);
    expect(getContentSyncConfig({ CONTENT_SYNC: ' OFF ' }).enabled).toBe(false);
    expect(getContentSyncConfig({ CONTENT_SYNC: 'on' }).enabled).toBe(true);
    expect(getContentSyncConfig({ CONTENT_SYNC: 'no' }).enabled).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import {
  recordUpstreamFailure,
  resetUpstreamHealth,
  upstreamHealth,
  upstreamRecentlyFailed,
} from './upstream-outage';

afterEach(resetUpstreamHealth);

describe('upstream health', () => {
  it('knows no outage before any failure', () => {
    expect(upstreamRecentlyFailed(1_000_000)).toBe(false);
  });

  it('blames the API within the window after a failure, not after it', () => {
    recordUpstreamFailure(1_000_000);
    expect(upstreamRecentlyFailed(1_000_000 + 59_000, 60_000)).toBe(true);
    expect(upstreamRecentlyFailed(1_000_000 + 61_000, 60_000)).toBe(false);
  });

  it('is one record per process, whichever bundle asks', () => {
    recordUpstreamFailure(42);
    const shared = (globalThis as Record<symbol, unknown>)[
      Symbol.for('open-business-directory.upstream-health')
    ];
    expect(shared).toBe(upstreamHealth());
    expect(upstreamHealth().lastFailureAt).toBe(42);
  });
});

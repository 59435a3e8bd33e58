import { AsyncLocalStorage } from 'node:async_hooks';
import { existingProcessWide } from '@/lib/async/process-wide.mjs';
import { describe, expect, it } from 'vitest';
import { recordUpstreamFailure, withRequestOutageFlag } from './upstream-outage';

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1));
}

describe('the per-request outage flag', () => {
  it('is clear until the request records a failure, then set for that request', async () => {
    await withRequestOutageFlag(async (flag) => {
      expect(flag.upstreamFailed).toBe(false);
      await tick();
      recordUpstreamFailure();
      expect(flag.upstreamFailed).toBe(true);
    });
  });

  it('keeps requests apart, even when they run interleaved', async () => {
    const flags = await Promise.all([
      withRequestOutageFlag(async (flag) => {
        await tick();
        recordUpstreamFailure();
        await tick();
        return flag;
      }),
      withRequestOutageFlag(async (flag) => {
        await tick();
        await tick();
        return flag;
      }),
    ]);
    expect(flags.map((flag) => flag.upstreamFailed)).toEqual([true, false]);
  });

  it('records nothing outside a request: the next request starts clear', () => {
    recordUpstreamFailure();
    expect(withRequestOutageFlag((flag) => flag.upstreamFailed)).toBe(false);
  });

  it('is one store per process, whichever bundle asks', () => {
    expect(existingProcessWide('request-outage')).toBeInstanceOf(AsyncLocalStorage);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { retryAfterMs, UpstreamBusyError, UpstreamLimiter } from './upstream-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('UpstreamLimiter', () => {
  it('never has more than maxConcurrency calls in flight', async () => {
    const limiter = new UpstreamLimiter(2, 1_000);
    let inFlight = 0;
    let most = 0;
    const task = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(20);
      inFlight -= 1;
    };
    await Promise.all(Array.from({ length: 8 }, () => limiter.run(task, Date.now() + 5_000)));
    expect(most).toBe(2);
  });

  it('starts at most maxPerSecond calls a second after a second’s burst', async () => {
    const limiter = new UpstreamLimiter(50, 10);
    const started: number[] = [];
    const begin = Date.now();
    await Promise.all(
      Array.from({ length: 15 }, () =>
        limiter.run(async () => {
          started.push(Date.now() - begin);
        }, Date.now() + 5_000),
      ),
    );
    // 10 at once (the burst), the other 5 over the next half second.
    expect(started.filter((ms) => ms < 100)).toHaveLength(10);
    expect(Math.max(...started)).toBeGreaterThanOrEqual(400);
  });

  it('never starts more than maxPerSecond calls in any one second, burst and refill together', async () => {
    // On a fake clock, so that the times recorded are the limiter's own: a loaded machine's lag
    // between a start and its record would otherwise move a window's edge.
    vi.useFakeTimers();
    const limiter = new UpstreamLimiter(50, 10);
    const started: number[] = [];
    const all = Promise.all(
      Array.from({ length: 25 }, () =>
        limiter.run(async () => {
          started.push(Date.now());
        }, Date.now() + 10_000),
      ),
    );
    await vi.runAllTimersAsync();
    await all;
    vi.useRealTimers();
    expect(started).toHaveLength(25);
    for (const from of started) {
      const inWindow = started.filter((at) => at >= from && at < from + 1000);
      expect(inWindow.length).toBeLessThanOrEqual(10);
    }
  });

  it('refuses at once a caller whose deadline comes before a slot', async () => {
    const limiter = new UpstreamLimiter(1, 1_000);
    const long = limiter.run(() => sleep(200), Date.now() + 5_000);
    await expect(limiter.run(async () => 'late', Date.now() + 30)).rejects.toBeInstanceOf(
      UpstreamBusyError,
    );
    await long;
    await expect(limiter.run(async () => 'now', Date.now() + 30)).resolves.toBe('now');
  });

  it('waits out a pause, and doubles its back-off while the API keeps refusing', async () => {
    let now = 0;
    const limiter = new UpstreamLimiter(4, 100, () => now);
    limiter.pause(null);
    await expect(limiter.run(async () => 1, 500)).rejects.toBeInstanceOf(UpstreamBusyError);
    now = 1_000;
    await expect(limiter.run(async () => 2, 1_500)).resolves.toBe(2);
    limiter.pause(null);
    now = 2_500;
    // Paused for 2 s from 1 s: still closed at 2.5 s.
    await expect(limiter.run(async () => 3, 2_600)).rejects.toBeInstanceOf(UpstreamBusyError);
    now = 3_000;
    await expect(limiter.run(async () => 4, 3_100)).resolves.toBe(4);
    limiter.recovered();
    limiter.pause(null);
    // After a recovery the back-off starts again at 1 s: closed until 4 s, open after.
    now = 3_900;
    await expect(limiter.run(async () => 5, 3_950)).rejects.toBeInstanceOf(UpstreamBusyError);
    now = 4_000;
    await expect(limiter.run(async () => 6, 4_100)).resolves.toBe(6);
  });
  it('resumes after a pause at its steady rate, not with a second’s burst', async () => {
    const limiter = new UpstreamLimiter(50, 20);
    limiter.pause(200);
    const started: number[] = [];
    const begin = Date.now();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        limiter.run(async () => {
          started.push(Date.now() - begin);
        }, Date.now() + 5_000),
      ),
    );
    // One call when the pause ends, then one every 50 ms: the last about 200 ms later.
    expect(Math.min(...started)).toBeGreaterThanOrEqual(180);
    expect(Math.max(...started) - Math.min(...started)).toBeGreaterThanOrEqual(150);
  });

  it('holds every call after a bare 503 and lets one probe through, whose success ends the hold', async () => {
    let now = 0;
    const limiter = new UpstreamLimiter(4, 100, () => now);
    limiter.observe(503, null, 0);
    await expect(limiter.run(async () => 'early', 500)).rejects.toBeInstanceOf(UpstreamBusyError);
    // The first hold is a second; a 503 right after it holds for two, with a probe after one.
    now = 1_000;
    limiter.observe(503, null, 1_000);
    await expect(limiter.run(async () => 'held', 1_900)).rejects.toBeInstanceOf(UpstreamBusyError);
    now = 2_000;
    const order: string[] = [];
    let answer: (status: number) => void = () => undefined;
    const probe = limiter.run(
      (startedAt) =>
        new Promise<void>((resolve) => {
          answer = (status) => {
            order.push(`probe ${status}`);
            limiter.observe(status, null, startedAt);
            resolve();
          };
        }),
      5_000,
    );
    await sleep(5);
    // The probe is under way: another caller waits for its answer instead of going too.
    const waiter = limiter.run(async () => {
      order.push('waiter');
    }, 5_000);
    await sleep(20);
    expect(order).toEqual([]);
    answer(200);
    await Promise.all([probe, waiter]);
    expect(order).toEqual(['probe 200', 'waiter']);
    // The hold is over: calls go at once.
    await expect(limiter.run(async () => 'after', now + 1)).resolves.toBe('after');
  });

  it('keeps holding while probes fail, and ignores answers of calls older than the hold', async () => {
    let now = 0;
    const limiter = new UpstreamLimiter(4, 100, () => now);
    limiter.observe(503, null, 0);
    now = 500;
    // A call that was under way when the hold began neither extends nor ends it.
    limiter.observe(503, null, -1);
    limiter.observe(200, null, -1);
    await expect(limiter.run(async () => 1, 600)).rejects.toBeInstanceOf(UpstreamBusyError);
    now = 1_000;
    // A call after the first hold fails too: the hold doubles (2 s), with a probe after one.
    await limiter.run(async (startedAt) => limiter.observe(503, null, startedAt), 1_100);
    now = 1_900;
    await expect(limiter.run(async () => 2, 1_950)).rejects.toBeInstanceOf(UpstreamBusyError);
    now = 2_000;
    await expect(
      limiter.run(async (startedAt) => {
        limiter.observe(200, null, startedAt);
        return 'probe';
      }, 2_100),
    ).resolves.toBe('probe');
    await expect(limiter.run(async () => 3, 2_001)).resolves.toBe(3);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, capped at a minute', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5_000);
    expect(retryAfterMs('3600')).toBe(60_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

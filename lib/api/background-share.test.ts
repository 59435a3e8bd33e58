import { describe, expect, it } from 'vitest';
import { backgroundShareOf } from './background-share';
import { UpstreamLimiter } from './upstream-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the limiter's background lane", () => {
  it('takes its share out of the limits, at least one call', () => {
    expect(backgroundShareOf(16, 500, 0.25)).toEqual({ maxConcurrency: 4, maxPerSecond: 125 });
    expect(backgroundShareOf(2, 2, 0.1)).toEqual({ maxConcurrency: 1, maxPerSecond: 1 });
  });

  it('keeps background calls within their share of the calls in flight', async () => {
    const limiter = new UpstreamLimiter(8, 1_000, Date.now, 0.25);
    let inFlight = 0;
    let most = 0;
    const task = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(10);
      inFlight -= 1;
    };
    await Promise.all(
      Array.from({ length: 12 }, () =>
        limiter.run(task, Date.now() + 10_000, undefined, 'background'),
      ),
    );
    expect(most).toBe(2);
  });

  it('lets a page call go before every background call still waiting', async () => {
    const limiter = new UpstreamLimiter(2, 1_000, Date.now, 1);
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await sleep(15);
    };
    const background = Array.from({ length: 6 }, (_, n) =>
      limiter.run(task(`b${n}`), Date.now() + 10_000, undefined, 'background'),
    );
    await sleep(5);
    const page = limiter.run(task('page'), Date.now() + 10_000);
    await Promise.all([...background, page]);
    // Two background calls were under way; the page's is the next to start.
    expect(order.indexOf('page')).toBe(2);
  });
});

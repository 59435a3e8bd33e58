import { describe, expect, it } from 'vitest';
import { startSampleApi } from './server';
import type { ArrivalsSnapshot } from './stats';
import { RateLimit } from './rate-limit';

describe('RateLimit', () => {
  it('lets a second’s worth through at once, then one request per token', () => {
    let now = 0;
    const limit = new RateLimit(4, () => now);
    expect([1, 2, 3, 4].map(() => limit.take())).toEqual([0, 0, 0, 0]);
    expect(limit.take()).toBe(1);
    now = 250;
    expect(limit.take()).toBe(0);
    expect(limit.take()).toBe(1);
    now = 5_000;
    expect([1, 2, 3, 4, 5].map(() => limit.take())).toEqual([0, 0, 0, 0, 1]);
  });
});

describe('a sample API with a rate limit', () => {
  it('refuses requests past it with a 429 and Retry-After, and reports every arrival', async () => {
    const api = await startSampleApi(0, { rateLimit: 3 });
    try {
      const started = Date.now();
      const answers = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${api.url}/index/directory-business/ferme-beausoleil`);
        answers.push([response.status, response.headers.get('retry-after')]);
        await response.arrayBuffer();
      }
      expect(answers.slice(0, 3)).toEqual([
        [200, null],
        [200, null],
        [200, null],
      ]);
      expect(answers.slice(3)).toEqual([
        [429, '1'],
        [429, '1'],
      ]);
      const arrivals = (await (
        await fetch(`${api.url}/__control/stats/arrivals`)
      ).json()) as ArrivalsSnapshot;
      expect(arrivals.throttled).toBe(2);
      expect(arrivals.times).toHaveLength(5);
      for (const time of arrivals.times) expect(time).toBeGreaterThanOrEqual(started);
    } finally {
      await api.close();
    }
  });
});

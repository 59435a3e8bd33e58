import { describe, expect, it } from 'vitest';
import { contentSyncStatus, MAX_LISTED_FAILURES } from './sync-status';
import { MemoryContentStore } from './testing/memory-content-store';

describe('contentSyncStatus', () => {
  it('reports the pass in progress and the latest failures, bounded', async () => {
    let now = Date.parse('2026-03-01T00:00:00Z');
    const store = new MemoryContentStore(() => now);
    for (let n = 0; n < 60; n += 1) {
      now += 1_000;
      await store.markFailed(
        n % 2 ? 'fr' : 'en',
        `business-${n}`,
        `Directory API status 500 #${n}`,
      );
    }
    store.state = {
      pass: {
        kind: 'full',
        startedAt: Date.parse('2026-03-01T00:00:00Z'),
        done: 3,
        total: 9,
        failed: 1,
      },
      lastFullPassAt: null,
      lastPassEndedAt: null,
    };
    const status = await contentSyncStatus(store, ['en', 'fr'], true);
    expect(status.pass).toEqual({
      kind: 'full',
      startedAt: '2026-03-01T00:00:00.000Z',
      done: 3,
      total: 9,
      failed: 1,
    });
    expect(status.failures.total).toBe(60);
    expect(status.failures.latest).toHaveLength(MAX_LISTED_FAILURES);
    expect(status.failures.latest[0]).toEqual({
      slug: 'business-59',
      locale: 'fr',
      message: 'Directory API status 500 #59',
      at: '2026-03-01T00:01:00.000Z',
    });
    expect(status.writer).toBe(true);
    expect(status.entries.en.item).toBe(0);
  });
});

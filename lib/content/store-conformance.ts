import { afterEach, beforeEach, describe } from 'vitest';
import type { ContentStore } from './content-store';
import { defineEventCases } from './conformance/event-cases';
import { defineNearCases } from './conformance/near-cases';
import { defineSearchCases } from './conformance/search-cases';
import { defineSyncCases } from './conformance/sync-cases';

/*
 * What every ContentStore must answer, whatever its engine: the same Vitest cases run against
 * the embedded store (store/conformance.test.ts) and PostgreSQL (postgres/*.test.ts), so that
 * a deployment that moves to PostgreSQL searches, lists and syncs as it did before.
 */

export interface ContentStoreHarness {
  /** Empties the index (before each case). */
  reset(): Promise<void>;
  /** A store on the index: each call another connection, as another instance would open. */
  open(): Promise<ContentStore>;
}

/** What a case reaches: the harness and the stores opened for it, closed after it. */
export interface ConformanceContext {
  store(): ContentStore;
  openAnother(): Promise<ContentStore>;
}

export function defineContentStoreConformance(name: string, harness: () => ContentStoreHarness) {
  describe(`${name}: ContentStore conformance`, () => {
    const opened: ContentStore[] = [];
    let first: ContentStore | null = null;
    const context: ConformanceContext = {
      store: () => {
        if (!first) throw new Error('no store is open');
        return first;
      },
      openAnother: async () => {
        const store = await harness().open();
        opened.push(store);
        return store;
      },
    };

    beforeEach(async () => {
      await harness().reset();
      first = await context.openAnother();
    });

    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
      first = null;
    });

    defineSearchCases(context);
    defineEventCases(context);
    defineNearCases(context);
    defineSyncCases(context);
  });
}

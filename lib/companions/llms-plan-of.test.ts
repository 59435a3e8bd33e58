import { describe, expect, it } from 'vitest';
import type { LlmsPlanState } from '@/lib/content/postgres/directory/pg-directories';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import { siteTranslator } from '@/lib/i18n/translator';
import type { CategoryFile } from '@/lib/llms/category-files';
import { llmsCategoryFiles, llmsPlanKey } from '@/lib/llms/llms-txt';
import type { MarkdownContext } from '@/lib/markdown/context';
import { indexOf, sampleListings } from '../../bench/search/sample-indexes';
import { llmsPlanOf } from './shared-llms-plan';

/*
 * Which plan an instance takes: the writer's when it is stored first, its own when the writer's
 * is late, and never both passes to the end. The store is a stand-in whose plan appears when a
 * test says; the directory is the sample's, its stream slowed where a test needs a long pass.
 */
const ctx: MarkdownContext = {
  locale: 'en',
  siteUrl: 'https://directory.example',
  directoryName: 'Example Directory',
  t: siteTranslator('en'),
};
const sample = new MemoryDirectory(indexOf('en', sampleListings({ synthetic: 400 }).en));
const VERSION = 'v1';

/** A store whose version has no plan until `publish` is called; counts its reads. */
function plannedLater() {
  const state: LlmsPlanState = { version: VERSION, revision: 0, plan: null };
  const reads = { count: 0 };
  return {
    reads,
    publish: (files: CategoryFile[]) => {
      state.plan = JSON.stringify({ key: llmsPlanKey(ctx), files });
    },
    store: {
      llmsPlanState: () => {
        reads.count += 1;
        return Promise.resolve({ ...state });
      },
      storeLlmsPlan: () => Promise.resolve(false),
      open: () => Promise.reject(new Error('an instance opens no version to plan')),
    },
  };
}

/** The sample's entries, each after a pause: a pass long enough to be overtaken. */
function slowly(pauseMs: number) {
  const pass = { read: 0, closed: false };
  return {
    pass,
    directory: {
      locale: 'en',
      version: VERSION,
      async *stream(): AsyncGenerator<ListingEntry> {
        try {
          for (;;) {
            for await (const entry of sample.stream()) {
              await new Promise((resolve) => setTimeout(resolve, pauseMs));
              pass.read += 1;
              yield entry;
            }
          }
        } finally {
          pass.closed = true;
        }
      },
    },
  };
}

const elsewhere: CategoryFile[] = [
  {
    group: { name: 'Bakery', slug: 'bakery', key: 'bakery' },
    part: 1,
    parts: 1,
    offset: 0,
    count: 3,
    fileName: 'bakery.txt',
  },
];

describe('the llms plan an instance takes', () => {
  it('is its own at once without a stored directory', async () => {
    expect(await llmsPlanOf(sample, ctx, { store: null, ownAfterMs: 60_000 })).toEqual(
      await llmsCategoryFiles(sample, ctx),
    );
  });

  it("is its own when the writer's does not come, long before the wait for it ends", async () => {
    const writer = plannedLater();
    const directory = { locale: 'en', version: VERSION, stream: () => sample.stream() };
    const plan = await llmsPlanOf(directory, ctx, {
      store: writer.store,
      waitMs: 600_000,
      ownAfterMs: 50,
    });
    expect(plan).toEqual(await llmsCategoryFiles(sample, ctx));
    // It stopped looking for the writer's.
    const reads = writer.reads.count;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(writer.reads.count).toBe(reads);
  });

  it("is the writer's when it is stored first, and its own pass stops", async () => {
    const writer = plannedLater();
    const { directory, pass } = slowly(5);
    const plan = llmsPlanOf(directory, ctx, { store: writer.store, ownAfterMs: 0 });
    await expect.poll(() => pass.read).toBeGreaterThan(10);
    writer.publish(elsewhere);
    expect(await plan).toEqual(elsewhere);
    await expect.poll(() => pass.closed).toBe(true);
  });

  it("fails with the store's error when the writer's plan cannot be read and none is under way", async () => {
    const broken = {
      ...plannedLater().store,
      llmsPlanState: () => Promise.reject(new Error('the database is away')),
    };
    const directory = { locale: 'en', version: VERSION, stream: () => sample.stream() };
    await expect(llmsPlanOf(directory, ctx, { store: broken, ownAfterMs: 60_000 })).rejects.toThrow(
      'the database is away',
    );
  });
});

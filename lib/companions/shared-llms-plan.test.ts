import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresContentStore } from '@/lib/content/postgres/postgres-content-store';
import { configOf, emptyIndex } from '@/lib/content/postgres/test-database';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { llmsCategoryFiles } from '@/lib/llms/llms-txt';
import type { MarkdownContext } from '@/lib/markdown/context';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { indexOf, sampleListings } from '../../bench/search/sample-indexes';
import { planStoredLlmsFiles, storedLlmsPlan } from './shared-llms-plan';

/*
 * The llms files' plan made once for the cluster: the writer plans each stored version, an
 * instance reads that plan, and it is the plan the instance would have made itself.
 */
let server: PostgresServer;
let store: PostgresContentStore;
let listings: Record<Locale, ListedBusiness[]>;

const contextOf = (locale: Locale, siteUrl = 'https://directory.example'): MarkdownContext => ({
  locale,
  siteUrl,
  directoryName: 'Example Directory',
  t: siteTranslator(locale),
});

async function* streamed(businesses: ListedBusiness[]): AsyncGenerator<ListedBusiness> {
  yield* businesses;
}

async function storeBoth(next: Record<Locale, ListedBusiness[]>): Promise<void> {
  await store.listing.write('en', streamed(next.en));
  await store.listing.write('fr', streamed(next.fr));
  listings = next;
}

async function current(locale: Locale) {
  const state = await store.directories.llmsPlanState(locale);
  return store.directories.open(locale, state!.version);
}

beforeAll(async () => {
  server = await startPostgresServer();
  await emptyIndex(server);
  store = new PostgresContentStore(configOf(server.url));
  const sample = sampleListings({ synthetic: 1_500 });
  await storeBoth(sample);
}, 120_000);

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

describe('the llms plan shared through the stored directory', () => {
  it('has no plan until the writer plans, and an instance then plans itself', async () => {
    const state = await store.directories.llmsPlanState('en');
    expect(state?.plan).toBeNull();
    expect(
      await storedLlmsPlan(await current('en'), contextOf('en'), {
        store: store.directories,
        waitMs: 0,
      }),
    ).toBeNull();
  });

  it("gives every instance the writer's plan, the one an index of the same listing makes", async () => {
    await planStoredLlmsFiles(contextOf, store.directories);
    const english = indexOf('en', listings.en);
    const memory = {
      en: new MemoryDirectory(english),
      fr: new MemoryDirectory(indexOf('fr', listings.fr, english)),
    };
    for (const locale of ['en', 'fr'] as const) {
      const ctx = contextOf(locale);
      const shared = await storedLlmsPlan(await current(locale), ctx, {
        store: store.directories,
        waitMs: 0,
      });
      expect(shared).not.toBeNull();
      expect(shared!.length).toBeGreaterThan(10);
      expect(shared).toEqual(await llmsCategoryFiles(memory[locale], ctx));
      expect(shared).toEqual(await llmsCategoryFiles(await current(locale), ctx));
    }
  }, 60_000);

  it('is not taken by an instance of another site URL, which plans itself', async () => {
    const directory = await current('en');
    const elsewhere = contextOf('en', 'https://a-much-longer-host-name.example.org');
    expect(
      await storedLlmsPlan(directory, elsewhere, { store: store.directories, waitMs: 0 }),
    ).toBeNull();
  });

  it('plans nothing again while the stored plan is current', async () => {
    const before = await store.directories.llmsPlanState('fr');
    const written = await server.query(
      "SELECT xmin::text AS xmin FROM directory_search_state WHERE locale = 'fr'",
    );
    await planStoredLlmsFiles(contextOf, store.directories);
    const after = await server.query(
      "SELECT xmin::text AS xmin FROM directory_search_state WHERE locale = 'fr'",
    );
    expect(after.rows).toEqual(written.rows);
    expect((await store.directories.llmsPlanState('fr'))?.plan).toBe(before?.plan);
  });

  it('reads nothing it cannot trust: a plan that is not one is planned again here', async () => {
    await server.query(
      "UPDATE directory_search_state SET llms_plan = '{not json' WHERE locale = 'en'",
    );
    expect(
      await storedLlmsPlan(await current('en'), contextOf('en'), {
        store: store.directories,
        waitMs: 0,
      }),
    ).toBeNull();
    await planStoredLlmsFiles(contextOf, store.directories);
    expect(
      await storedLlmsPlan(await current('en'), contextOf('en'), {
        store: store.directories,
        waitMs: 0,
      }),
    ).not.toBeNull();
  }, 60_000);

  it('drops the plan with its version: the new one waits for the writer, the old one has none', async () => {
    const old = await current('en');
    const next = {
      en: listings.en.slice(0, -40).map((b, n) => (n % 7 ? b : { ...b, name: `${b.name} II` })),
      fr: listings.fr.slice(0, -40),
    };
    await storeBoth(next);
    const renewed = await current('en');
    expect(renewed.version).not.toBe(old.version);
    expect((await store.directories.llmsPlanState('en'))?.plan).toBeNull();
    expect(
      await storedLlmsPlan(old, contextOf('en'), { store: store.directories, waitMs: 0 }),
    ).toBeNull();
    // An instance asked while the writer plans has the writer's plan as soon as it is stored.
    const waiting = storedLlmsPlan(renewed, contextOf('en'), {
      store: store.directories,
      waitMs: 30_000,
    });
    await planStoredLlmsFiles(contextOf, store.directories);
    expect(await waiting).toEqual(await llmsCategoryFiles(renewed, contextOf('en')));
  }, 90_000);

  it('stores no plan for a revision or version that has moved on', async () => {
    const state = (await store.directories.llmsPlanState('en'))!;
    const plan = JSON.stringify({ key: 'k', files: [] });
    expect(
      await store.directories.storeLlmsPlan('en', state.version, state.revision + 1, plan),
    ).toBe(false);
    expect(await store.directories.storeLlmsPlan('en', '1', state.revision, plan)).toBe(false);
    expect((await store.directories.llmsPlanState('en'))?.plan).toBe(state.plan);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresContentStore } from '@/lib/content/postgres/postgres-content-store';
import { configOf, emptyIndex } from '@/lib/content/postgres/test-database';
import type { Directory } from '@/lib/directory/directory';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { llmsCategoryFiles } from '@/lib/llms/llms-txt';
import type { MarkdownContext } from '@/lib/markdown/context';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { indexOf, sampleListings } from '../../bench/search/sample-indexes';
import { planEachStoredVersion } from '@/lib/content/postgres/directory/version-plan';
import { llmsPlanText, storedLlmsPlan } from './shared-llms-plan';

/*
 * The llms files' plan made once for the cluster: the writer plans each version in the
 * transaction that stores it, an instance reads that plan, and it is the plan the instance
 * would have made itself.
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
  planEachStoredVersion((directory) =>
    llmsPlanText(directory, contextOf(directory.locale as Locale)),
  );
  await storeBoth(sampleListings({ synthetic: 1_500 }));
}, 120_000);

afterAll(async () => {
  planEachStoredVersion(null);
  await store?.close();
  await server?.stop();
});

describe('the llms plan stored with each version', () => {
  const shared = (directory: Pick<Directory, 'locale' | 'version'>, ctx: MarkdownContext) =>
    storedLlmsPlan(directory, ctx, store.directories);

  it("gives every instance the writer's plan, the one an index of the same listing makes", async () => {
    const english = indexOf('en', listings.en);
    const memory = {
      en: new MemoryDirectory(english),
      fr: new MemoryDirectory(indexOf('fr', listings.fr, english)),
    };
    for (const locale of ['en', 'fr'] as const) {
      const ctx = contextOf(locale);
      const plan = await shared(await current(locale), ctx);
      expect(plan).not.toBeNull();
      expect(plan!.length).toBeGreaterThan(10);
      expect(plan).toEqual(await llmsCategoryFiles(memory[locale], ctx));
      expect(plan).toEqual(await llmsCategoryFiles(await current(locale), ctx));
    }
  }, 60_000);

  it('is not taken by an instance of another site URL, which plans itself', async () => {
    const elsewhere = contextOf('en', 'https://a-much-longer-host-name.example.org');
    expect(await shared(await current('en'), elsewhere)).toBeNull();
  });

  it('reads nothing it cannot trust: a plan that is not one is planned again here', async () => {
    await server.query(
      "UPDATE directory_search_state SET llms_plan = '{not json' WHERE locale = 'en'",
    );
    expect(await shared(await current('en'), contextOf('en'))).toBeNull();
  });

  it('comes with each new version, and an old version has none', async () => {
    const old = await current('en');
    await storeBoth({
      en: listings.en.slice(0, -40).map((b, n) => (n % 7 ? b : { ...b, name: `${b.name} II` })),
      fr: listings.fr.slice(0, -40),
    });
    const renewed = await current('en');
    expect(renewed.version).not.toBe(old.version);
    expect(await shared(old, contextOf('en'))).toBeNull();
    expect(await shared(renewed, contextOf('en'))).toEqual(
      await llmsCategoryFiles(renewed, contextOf('en')),
    );
  }, 90_000);

  it('costs a version nothing when its plan fails: the version is stored, without a plan', async () => {
    planEachStoredVersion(async (directory) => {
      // Having read in the writer's transaction, as a plan does.
      await directory.stream()[Symbol.asyncIterator]().next();
      throw new Error('planner failed');
    });
    try {
      await storeBoth({ en: listings.en.slice(0, -5), fr: listings.fr.slice(0, -5) });
    } finally {
      planEachStoredVersion((directory) =>
        llmsPlanText(directory, contextOf(directory.locale as Locale)),
      );
    }
    for (const locale of ['en', 'fr'] as const) {
      const state = await store.directories.llmsPlanState(locale);
      expect(state?.version).toBe(await store.listing.version(locale));
      expect(state?.plan).toBeNull();
      expect((await current(locale)).total).toBe(listings[locale].length);
      expect(await shared(await current(locale), contextOf(locale))).toBeNull();
    }
  }, 90_000);
});

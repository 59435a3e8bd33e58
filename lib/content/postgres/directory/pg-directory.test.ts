import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Directory, EntrySelection } from '@/lib/directory/directory';
import { listedBusinessOf, type ListedBusiness } from '@/lib/directory/listed-business';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import { isSearchVersionMissing } from '@/lib/directory/search/stored-search';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { indexOf, sampleListings } from '../../../../bench/search/sample-indexes';
import { ContentStoreUnavailableError } from '../../store-unavailable';
import { PgDatabase } from '../pg-database';
import { PostgresContentStore } from '../postgres-content-store';
import { configOf, emptyIndex } from '../test-database';
import { storedFacetsOfRows } from './facets-write';
import type { PgDirectory } from './pg-directory';

/*
 * The stored directory answers as the in-memory one does, method by method, in both languages:
 * the sample API's businesses (and a few odd ones) stored through the writer's path, beside the
 * index a server builds from the same listing (the French one taking the English category keys).
 */
let server: PostgresServer;
let store: PostgresContentStore;
const memory: Record<'en' | 'fr', MemoryDirectory> = {} as never;
const stored: Record<'en' | 'fr', PgDirectory> = {} as never;

/** Businesses the sample lacks: no category, no date, a date-only date, a repeated slug, cities spelled twice. */
function oddBusinesses(lang: 'en' | 'fr'): ListedBusiness[] {
  const base = (slug: string, name: string) => listedBusinessOf(listedBusiness(slug, name));
  return [
    { ...base('no-category', 'Nameless'), category: '', updatedAt: null },
    {
      ...base('two-spellings', 'Spelled Twice'),
      category: lang === 'en' ? 'Bakery' : 'Boulangerie',
      updatedAt: '2026-03-01',
      locations: [
        { address: '1 rue', city: 'Montréal', postalCode: 'H2X 1Y4', country: 'CA' },
        { address: '2 rue', city: 'Montreal', postalCode: 'K1P 1J1', country: 'CA' },
        { address: '3 rue', city: 'Laval', postalCode: 'H7N 1A1', country: 'CA' },
      ],
    },
    { ...base('repeated', 'First of its slug'), category: lang === 'en' ? 'Florist' : 'Fleuriste' },
    {
      ...base('repeated', 'Second of its slug'),
      category: lang === 'en' ? 'Bakery' : 'Boulangerie',
    },
    { ...base('nowhere', 'No place'), locations: [] },
  ];
}

/** An entry as a stored directory reads it back: PostgreSQL searches it, so it has no search text. */
function asStored<T>(answer: T): T {
  if (Array.isArray(answer)) return answer.map(asStored) as T;
  if (answer && typeof answer === 'object' && Object.hasOwn(answer, 'searchText'))
    return { ...answer, searchText: '' };
  if (answer && typeof answer === 'object' && Object.hasOwn(answer, 'entries'))
    return { ...answer, entries: asStored((answer as unknown as { entries: unknown }).entries) };
  return answer;
}

async function* storedStream(entries: AsyncIterable<ListingEntry>): AsyncGenerator<ListingEntry> {
  for await (const entry of entries) yield asStored(entry);
}

/** The in-memory directory, its answers' entries as a stored directory gives them. */
function readAsStored(directory: MemoryDirectory): MemoryDirectory {
  return new Proxy(directory, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const answer: unknown = value.apply(target, args);
        if (answer instanceof Promise) return answer.then(asStored);
        if (answer && typeof answer === 'object' && Symbol.asyncIterator in answer)
          return storedStream(answer as AsyncIterable<ListingEntry>);
        return answer;
      };
    },
  });
}

async function* streamed(businesses: ListedBusiness[]): AsyncGenerator<ListedBusiness> {
  yield* businesses;
}

type Listings = Record<'en' | 'fr', ListedBusiness[]>;
let listings: Listings;

/** Stores both listings through the writer's path, and opens each way of reading them. */
async function storeBoth(next: Listings): Promise<void> {
  await store.listing.write('en', streamed(next.en));
  await store.listing.write('fr', streamed(next.fr));
  const en = indexOf('en', next.en);
  memory.en = readAsStored(new MemoryDirectory(en));
  memory.fr = readAsStored(new MemoryDirectory(indexOf('fr', next.fr, en)));
  for (const locale of ['en', 'fr'] as const) {
    const version = await store.directories.version(locale);
    expect(version).toBe(await store.listing.version(locale));
    stored[locale] = await store.directories.open(locale, version!);
  }
  listings = next;
}

beforeAll(async () => {
  server = await startPostgresServer();
  await emptyIndex(server);
  store = new PostgresContentStore(configOf(server.url));
  const sample = sampleListings({ synthetic: 1_100 });
  await storeBoth({
    en: [...sample.en.slice(0, 300), ...oddBusinesses('en'), ...sample.en.slice(300)],
    fr: [...sample.fr.slice(0, 300), ...oddBusinesses('fr'), ...sample.fr.slice(300)],
  });
}, 120_000);

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

const facetsOf = (directory: Directory) => ({
  total: directory.total,
  categories: directory.categories,
  cities: directory.cities,
  regions: directory.regions,
  categoryAliases: [...directory.categoryAliases],
  latestUpdate: directory.latestUpdate,
});

async function all(entries: AsyncIterable<ListingEntry>): Promise<ListingEntry[]> {
  const read: ListingEntry[] = [];
  for await (const entry of entries) read.push(entry);
  return read;
}

/**
 * A comparison that reads every category, city or business of both languages makes hundreds of
 * queries: on a loaded host it outlasts Vitest's default time.
 */
const READS_TIMEOUT_MS = 60_000;

/** Offsets around the start and the end of a list of `total`. */
const offsetsOf = (total: number) => [...new Set([0, 3, Math.max(0, total - 2), total, total + 4])];

const SINCES: EntrySelection[] = [
  {},
  { since: null },
  { since: new Date('2025-06-01T00:00:00Z') },
  { since: new Date('2026-02-15T00:00:00Z') },
  { since: new Date('2100-01-01T00:00:00Z') },
  { since: new Date('not a date') },
];

describe.each(['en', 'fr'] as const)('the stored directory (%s)', (locale) => {
  const both = () => ({ pg: stored[locale], mem: memory[locale] });

  it('has the in-memory directory’s facets', () => {
    const { pg, mem } = both();
    // More than a stream's batch: a stream reads twice.
    expect(mem.total).toBeGreaterThan(1_100);
    expect(facetsOf(pg)).toEqual(facetsOf(mem));
    expect(pg.version).toBe(stored[locale].version);
    if (locale === 'fr') expect(pg.categoryAliases.size).toBeGreaterThan(0);
  });

  it(
    'lists every category and city, and the whole directory, alike',
    async () => {
      const { pg, mem } = both();
      const queries = [
        {},
        ...mem.categories.map((facet) => ({ categorySlug: facet.slug })),
        ...mem.cities.map((facet) => ({ citySlug: facet.slug })),
        { categorySlug: mem.categories[0]!.slug, citySlug: mem.cities[0]!.slug },
        { categorySlug: 'bakery', citySlug: 'montreal' },
        { categorySlug: 'no-such-category' },
        { citySlug: 'atlantis' },
      ];
      for (const query of queries) {
        const { total } = await mem.list(query, 0, 0);
        for (const offset of offsetsOf(total))
          for (const limit of [1, 20])
            expect(await pg.list(query, offset, limit)).toEqual(
              await mem.list(query, offset, limit),
            );
      }
    },
    READS_TIMEOUT_MS,
  );

  it(
    'finds entries by position and by slug alike',
    async () => {
      const { pg, mem } = both();
      const positions = [0, 5, 301, 302, 303, mem.total - 1, mem.total, -1, 5, 2.5];
      expect(await pg.at(positions)).toEqual(await mem.at(positions));
      expect(await pg.at([])).toEqual([]);
      for (const slug of [
        'repeated',
        'two-spellings',
        'no-category',
        'no-such',
        '',
        'repeated\u0000',
      ])
        expect(await pg.find(slug)).toEqual(await mem.find(slug));
      for (const entry of (await mem.slice({}, 0, mem.total)).filter((_, n) => n % 37 === 0))
        expect(await pg.find(entry.slug)).toEqual(await mem.find(entry.slug));
    },
    READS_TIMEOUT_MS,
  );

  it(
    'counts, slices and streams, with and without a date, alike',
    async () => {
      const { pg, mem } = both();
      for (const selection of SINCES) {
        const count = await mem.count(selection);
        expect(await pg.count(selection)).toBe(count);
        for (const offset of offsetsOf(count))
          expect(await pg.slice(selection, offset, 25)).toEqual(
            await mem.slice(selection, offset, 25),
          );
        expect(await all(pg.stream(selection))).toEqual(await all(mem.stream(selection)));
      }
      expect(await all(pg.stream())).toHaveLength(mem.total);
    },
    READS_TIMEOUT_MS,
  );

  it(
    'cuts a selection into the same chunks, each counted and dated alike',
    async () => {
      const { pg, mem } = both();
      for (const selection of SINCES)
        for (const size of [1, 7, 250, 100_000]) {
          const chunks = await mem.chunks(selection, size);
          expect(await pg.chunks(selection, size), `${size}`).toEqual(chunks);
        }
      const whole = await pg.chunks({}, 7);
      expect(whole.reduce((sum, chunk) => sum + chunk.businesses, 0)).toBe(mem.total);
      expect(whole.some((chunk) => chunk.lastmod !== null)).toBe(true);
    },
    READS_TIMEOUT_MS,
  );

  it('suggests the same neighbours for every business', async () => {
    const { pg, mem } = both();
    for (const entry of await mem.slice({}, 0, mem.total))
      expect(await pg.related(entry.slug, 6)).toEqual(await mem.related(entry.slug, 6));
    expect(await pg.related('repeated', 40)).toEqual(await mem.related('repeated', 40));
    expect(await pg.related('no-such-business', 6)).toEqual([]);
    expect(await pg.related('repeated\u0000', 6)).toEqual(await mem.related('repeated\u0000', 6));
    expect(await pg.related('two-spellings', 0)).toEqual([]);
  }, 60_000);

  it(
    'tells each city’s regions and each region’s categories and cities alike',
    async () => {
      const { pg, mem } = both();
      expect([...(await pg.cityRegions())]).toEqual([...(await mem.cityRegions())]);
      for (const region of [...mem.regions.map((facet) => facet.slug), 'XX-ZZ'])
        for (const kind of ['categories', 'cities'] as const)
          expect(await pg.inRegion(region, kind)).toEqual(await mem.inRegion(region, kind));
    },
    READS_TIMEOUT_MS,
  );
});

/**
 * The next listing of a language: some businesses gone, one moved to the end, some in a new
 * category, one in a new city, one with a new date. Only those rows are written again.
 */
function changed(businesses: ListedBusiness[], lang: 'en' | 'fr'): ListedBusiness[] {
  const next = businesses.slice(10).map((business, position) => {
    if (position >= 100 && position < 110)
      return { ...business, category: lang === 'en' ? 'Zoo' : 'Jardin zoologique' };
    if (position === 200)
      return {
        ...business,
        locations: [{ address: '', city: 'Île-Perrot', postalCode: 'J7V 1A1', country: 'CA' }],
      };
    if (position === 250) return { ...business, updatedAt: '2027-01-01T00:00:00.000Z' };
    return business;
  });
  return [...next.slice(0, 50), ...next.slice(51), next[50]!];
}

describe('the facets the writer stores', () => {
  it('are worked out under a longer statement timeout, and the writer’s is set back after', async () => {
    const database = new PgDatabase(configOf(server.url));
    const show = async (db: { query: PgDatabase['query'] }) =>
      (await db.query<{ statement_timeout: string }>('SHOW statement_timeout'))[0]!
        .statement_timeout;
    try {
      await database.transaction(async (db) => {
        const before = await show(db);
        const { facets } = await storedFacetsOfRows(db, 'fr');
        expect(JSON.parse(facets).total).toBe(memory.fr.total);
        expect(await show(db)).toBe(before);
      });
    } finally {
      await database.close();
    }
  });
});

describe('a stored directory after a refresh', () => {
  it('answers as an index of the new listing does', async () => {
    await storeBoth({ en: changed(listings.en, 'en'), fr: changed(listings.fr, 'fr') });
    for (const locale of ['en', 'fr'] as const) {
      const { [locale]: pg } = stored;
      const { [locale]: mem } = memory;
      expect(facetsOf(pg)).toEqual(facetsOf(mem));
      expect(pg.categories.some((facet) => facet.slug === 'zoo')).toBe(true);
      for (const query of [
        { categorySlug: 'zoo' },
        { citySlug: 'ile-perrot' },
        ...mem.cities.map((facet) => ({ citySlug: facet.slug })),
      ])
        expect(await pg.list(query, 0, 30)).toEqual(await mem.list(query, 0, 30));
      expect(await all(pg.stream())).toEqual(await all(mem.stream()));
      expect([...(await pg.cityRegions())]).toEqual([...(await mem.cityRegions())]);
      for (const region of mem.regions.map((facet) => facet.slug))
        expect(await pg.inRegion(region, 'cities')).toEqual(await mem.inRegion(region, 'cities'));
      for (const entry of (await mem.slice({}, 0, mem.total)).filter((_, n) => n % 9 === 0))
        expect(await pg.related(entry.slug, 6)).toEqual(await mem.related(entry.slug, 6));
    }
  }, 60_000);
});

describe('a stored directory of a replaced version', () => {
  it('fails every read with the typed error, and cannot be opened', async () => {
    const old = stored.en;
    const reader = old.stream()[Symbol.asyncIterator]();
    await reader.next();
    await store.listing.write(
      'en',
      streamed(
        Array.from({ length: 1_200 }, (_, n) =>
          listedBusinessOf(listedBusiness(`b-${n}`, `B ${n}`)),
        ),
      ),
    );
    const newer = await store.directories.version('en');
    expect(newer).not.toBe(old.version);
    const reads: (() => Promise<unknown>)[] = [
      () => old.list({}, 0, 10),
      () => old.list({ categorySlug: old.categories[0]!.slug }, 0, 10),
      () => old.list({ citySlug: old.cities[0]!.slug }, 0, 10),
      () => old.at([0]),
      () => old.find('repeated'),
      () => old.count({ since: new Date(0) }),
      () => old.slice({ since: new Date(0) }, 0, 10),
      () => all(old.stream()),
      () => old.related('repeated', 6),
      // A stream whose first batch was read before the version went fails at its next batch.
      async () => {
        for (let next = await reader.next(); !next.done; next = await reader.next());
      },
    ];
    for (const read of reads) {
      const error = await read().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(isSearchVersionMissing(error), `${read}: ${error}`).toBe(true);
    }
    await expect(store.directories.open('en', old.version)).rejects.toSatisfy(
      isSearchVersionMissing,
    );
    await expect(store.directories.open('en', 'not-a-version')).rejects.toSatisfy(
      isSearchVersionMissing,
    );
    const opened = await store.directories.open('en', newer!);
    expect(opened.total).toBe(1_200);
    expect((await opened.list({ citySlug: 'gatineau' }, 0, 3)).total).toBe(1_200);
  });
});

describe('a stored directory while PostgreSQL is down', () => {
  it('fails with the store’s unavailable error (a 503), and answers again once it is back', async () => {
    const version = (await store.directories.version('fr'))!;
    const directory = await store.directories.open('fr', version);
    await server.pause();
    try {
      for (const read of [
        () => directory.list({ citySlug: directory.cities[0]!.slug }, 0, 5),
        () => directory.find('repeated'),
        () => store.directories.version('fr'),
        () => store.directories.open('fr', version),
      ])
        await expect(read()).rejects.toBeInstanceOf(ContentStoreUnavailableError);
    } finally {
      await server.restart();
    }
    expect((await directory.find('repeated'))?.name).toBe('Second of its slug');
  });
});

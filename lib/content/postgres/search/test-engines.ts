import type { ListedBusiness } from '@/lib/directory/listed-business';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import type { OpenedEngines } from '@/lib/directory/search/conformance/engine-conformance';
import {
  type DirectoryIndex,
  ListingIndexBuilder,
  optionsFromDefaultIndex,
} from '@/lib/directory/listing-index';
import type { PostgresContentStore } from '../postgres-content-store';

/* The PostgreSQL engines' tests: listings stored as the writer stores them, indexed as a server does. */

async function* streamed(businesses: ListedBusiness[]): AsyncGenerator<ListedBusiness> {
  yield* businesses;
}

/** A language's index read from its stored listing, as a server builds it. */
async function storedIndex(
  store: PostgresContentStore,
  locale: 'en' | 'fr',
  version: string,
  english?: DirectoryIndex,
): Promise<DirectoryIndex> {
  const builder = new ListingIndexBuilder(english ? optionsFromDefaultIndex(english) : {});
  for await (const business of store.listing.read(locale, version)) builder.add(business);
  return builder.build(locale);
}

/** Stores both listings (and so their search rows), then opens each language's engine. */
export async function openStoredEngines(
  store: PostgresContentStore,
  listings: Record<'en' | 'fr', ListedBusiness[]>,
): Promise<OpenedEngines> {
  await store.listing.write('en', streamed(listings.en));
  await store.listing.write('fr', streamed(listings.fr));
  const versions = {
    en: (await store.listing.version('en'))!,
    fr: (await store.listing.version('fr'))!,
  };
  const en = await storedIndex(store, 'en', versions.en);
  const fr = await storedIndex(store, 'fr', versions.fr, en);
  return {
    en: {
      engine: store.directorySearch.engineFor(new MemoryDirectory(en, versions.en), versions.en),
      index: en,
    },
    fr: {
      engine: store.directorySearch.engineFor(new MemoryDirectory(fr, versions.fr), versions.fr),
      index: fr,
    },
  };
}

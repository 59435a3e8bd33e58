import type { ContentEntry, ContentKind } from '@/lib/content/content-entry';
import type { ContentStore } from '@/lib/content/content-store';
import type { Locale } from '@/lib/i18n/routing';
import type { ContentResultsModel, ContentSearchInput } from '@/lib/models/content-results';
import type { WhatsOnInput, WhatsOnModel } from '@/lib/models/whats-on';

/*
 * What the agent interface reads of the content index: the page models of the content
 * results and What's on (so an agent and a reader see the same hits), and one entry whole for
 * fetch. An index that cannot be read is ContentIndexUnavailable, which the tools and route
 * handlers turn into "retry later", while a bug in a rendering still surfaces as one.
 */

export interface ContentModels {
  results(input: ContentSearchInput): Promise<ContentResultsModel>;
  whatsOn(input: Omit<WhatsOnInput, 'now'>): Promise<WhatsOnModel | null>;
  /** One entry of the index, for fetch; null if not indexed. */
  entry(locale: Locale, kind: ContentKind, slug: string, key: string): Promise<ContentEntry | null>;
}

export class ContentIndexUnavailable extends Error {
  constructor(what: string, cause?: unknown) {
    super(`The content index could not be read (${what}).`, { cause });
    this.name = 'ContentIndexUnavailable';
  }
}

export function isContentIndexUnavailable(error: unknown): error is ContentIndexUnavailable {
  return error instanceof ContentIndexUnavailable;
}

/** One entry from a store that may be missing or failing: either is ContentIndexUnavailable. */
export async function entryFrom(
  store: Pick<ContentStore, 'getEntry'> | null,
  ...[locale, kind, slug, key]: Parameters<ContentModels['entry']>
): Promise<ContentEntry | null> {
  if (store === null) throw new ContentIndexUnavailable('an entry');
  try {
    return await store.getEntry(locale, kind, slug, key);
  } catch (error) {
    console.error('The content index could not be read:', error);
    throw new ContentIndexUnavailable('an entry', error);
  }
}

import { isDirectoryApiError, type BusinessSectionReader, type Locale } from '@/lib/api';
import type { ListingEntry } from '@/lib/directory/listing-index';
import type { ContentEntry } from '../content-entry';
import type { ContentStore } from '../content-store';
import { contentBusinessOf } from './business-context';
import { entryId, readBusinessEntries } from './business-entries';
import type { EntryWrites } from './entry-writes';
import { withOtherTitles } from './other-titles';

/*
 * One business brought up to date in every language: its sections read in each language its
 * listing has it in, each entry told its title in the other language, and every language's
 * entries replaced at once. A language whose reading fails keeps its last good entries and is
 * marked failed (tried again on the next pass); the other language is written all the same.
 */

export interface BusinessSyncDeps {
  store: ContentStore;
  reader: BusinessSectionReader;
  /** The business as the listing of `locale` has it now, or undefined if it is not listed. */
  listed(locale: Locale, slug: string): ListingEntry | undefined;
  locales: readonly Locale[];
  now(): Date;
  /** Where entries go: at once, or batched by a pass (entry-writes.ts). */
  writes: EntryWrites;
}

export interface BusinessSyncOutcome {
  /** Failures by language, with their messages. */
  failures: { locale: Locale; message: string; outage: boolean }[];
}

/**
 * A failure's message as the status endpoint shows it: one line, bounded, without the API's
 * address (the endpoint is public; the path and query say which call failed).
 */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/https?:\/\/[^/\s]+/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

/** Whether a failure says the API is down (not that this business's answers are broken). */
function isOutage(error: unknown): boolean {
  if (!isDirectoryApiError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'status' && error.status === 503;
}

export async function syncBusiness(
  slug: string,
  deps: BusinessSyncDeps,
): Promise<BusinessSyncOutcome> {
  const read = new Map<Locale, { entries: ContentEntry[]; updatedAt: string | null }>();
  const failures: BusinessSyncOutcome['failures'] = [];
  await Promise.all(
    deps.locales.map(async (locale) => {
      const listing = deps.listed(locale, slug);
      try {
        const before = await deps.store.entriesOfBusiness(locale, slug);
        if (!listing) {
          // Listed in the other language only: entries kept from before go.
          if (before.length > 0) read.set(locale, { entries: [], updatedAt: null });
          return;
        }
        const previous = new Map(before.map((entry) => [entryId(entry), entry]));
        const scope = { locale, business: contentBusinessOf(listing) };
        const entries = await readBusinessEntries(deps.reader, scope, previous, deps.now());
        read.set(locale, { entries, updatedAt: listing.updatedAt });
      } catch (error) {
        failures.push({ locale, message: failureMessage(error), outage: isOutage(error) });
      }
    }),
  );
  for (const failure of failures) {
    await deps.store.markFailed(failure.locale, slug, failure.message);
  }
  for (const [locale, { entries, updatedAt }] of read) {
    const other = [...read].find(([otherLocale]) => otherLocale !== locale)?.[1].entries ?? [];
    await deps.writes.replace(locale, slug, withOtherTitles(entries, other), updatedAt);
  }
  return { failures };
}

import type { ContentEntry } from '@/lib/content/content-entry';
import { CONTENT_KINDS } from '@/lib/content/content-entry';
import type {
  ContentQuery,
  ContentResults,
  ContentStore,
  EventQuery,
  EventResults,
} from '@/lib/content/content-store';

/**
 * A content store over a few entries, for the models' tests: search finds an entry whose title
 * holds the text (in entry order, scored by position), events are listed by start from the
 * query's instant. Only the readers' side: the sync's methods throw.
 */
export function fakeContentStore(entries: readonly ContentEntry[]): ContentStore {
  const filtered = (
    query: Pick<ContentQuery, 'locale' | 'category' | 'city' | 'verified'>,
  ): ContentEntry[] =>
    entries.filter(
      (entry) =>
        entry.locale === query.locale &&
        (!query.category || entry.business.categorySlug === query.category) &&
        (!query.city || entry.business.citySlugs.includes(query.city)) &&
        (!query.verified || entry.business.isVerified),
    );
  const unsupported = () => Promise.reject(new Error('not in the fake store'));
  return {
    async search(query: ContentQuery): Promise<ContentResults> {
      const text = query.text.toLowerCase();
      const matches = filtered(query).filter((entry) => entry.title.toLowerCase().includes(text));
      const countsByKind = Object.fromEntries(
        CONTENT_KINDS.map((kind) => [kind, matches.filter((entry) => entry.kind === kind).length]),
      ) as ContentResults['countsByKind'];
      const asked = matches.filter(
        (entry) => !query.kinds?.length || query.kinds.includes(entry.kind),
      );
      return {
        hits: asked
          .slice(query.offset, query.offset + query.limit)
          .map((entry, n) => ({ entry, score: 100 - query.offset - n })),
        total: asked.length,
        countsByKind,
        respelled: null,
        partial: false,
      };
    },
    async listEvents(query: EventQuery): Promise<EventResults> {
      const from = Date.parse(query.from);
      const upcoming = (entry: ContentEntry) =>
        entry.event !== null && Date.parse(entry.event.endsAt ?? entry.event.startsAt) >= from;
      const all = entries.filter((entry) => entry.locale === query.locale && upcoming(entry));
      const events = filtered(query)
        .filter(upcoming)
        .sort((a, b) => Date.parse(a.event!.startsAt) - Date.parse(b.event!.startsAt));
      const count = (pick: (entry: ContentEntry) => { slug: string; name: string }[]) => {
        const counts = new Map<string, { slug: string; name: string; count: number }>();
        for (const entry of all)
          for (const { slug, name } of pick(entry)) {
            const facet = counts.get(slug) ?? { slug, name, count: 0 };
            facet.count += 1;
            counts.set(slug, facet);
          }
        return [...counts.values()];
      };
      return {
        events: events.slice(query.offset, query.offset + query.limit),
        total: events.length,
        facets: {
          cities: count((entry) =>
            entry.business.citySlugs.map((slug, n) => ({
              slug,
              name: entry.business.cities[n] ?? slug,
            })),
          ),
          categories: count((entry) =>
            entry.business.categorySlug
              ? [{ slug: entry.business.categorySlug, name: entry.business.category }]
              : [],
          ),
        },
      };
    },
    getEntry: unsupported,
    entriesOfBusiness: unsupported,
    counts: unsupported,
    syncedBusinesses: unsupported,
    replaceBusiness: unsupported,
    markFailed: unsupported,
    removeBusiness: unsupported,
    readSyncState: unsupported,
    writeSyncState: unsupported,
    acquireWriterLease: unsupported,
    releaseWriterLease: unsupported,
    close: () => Promise.resolve(),
  };
}

/** One entry with every field, to spread and override. */
export const sampleEntry: ContentEntry = {
  kind: 'item',
  locale: 'en',
  business: {
    slug: 'maple-bakery',
    name: 'Maple Bakery',
    category: 'Bakery',
    categorySlug: 'bakery',
    cities: ['Ottawa', 'Gatineau'],
    citySlugs: ['ottawa', 'gatineau'],
    regions: ['CA-ON'],
    isVerified: true,
  },
  key: 'sourdough-loaf',
  title: 'Sourdough loaf',
  summary: 'Naturally leavened bread.',
  path: '/business/maple-bakery/catalog/sourdough-loaf',
  body: '',
  otherTitle: 'Pain au levain',
  itemType: 'PRODUCT',
  tags: [],
  price: { amount: 7.5, currency: null, unit: null },
  availability: 'available',
  event: null,
  updatedAt: null,
};

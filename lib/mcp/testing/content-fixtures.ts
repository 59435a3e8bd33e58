import { foldAccents } from '@/lib/text/slug';
import type { ContentEntry, ContentKind } from '@/lib/content/content-entry';
import { CONTENT_KINDS } from '@/lib/content/content-entry';
import type { ContentResults, ContentStore, EventResults } from '@/lib/content/content-store';
import type { Locale } from '@/lib/i18n/routing';
import { contentResultsOf } from '@/lib/models/content-results';
import { whatsOnModelOf } from '@/lib/models/whats-on';
import { entryFrom, type ContentModels } from '../content-source';

/*
 * A small content index for unit tests of the agent interface: entries of a bakery in both
 * languages, and a fake store (its read side) that searches them by words (every word, else some: partial)
 * and lists events by their instants, as the real store's contract says.
 */

const bakery = (locale: Locale) => ({
  slug: 'boulangerie-du-plateau',
  name: 'Boulangerie du Plateau',
  category: locale === 'en' ? 'Bakery' : 'Boulangerie',
  categorySlug: 'bakery',
  cities: ['Montréal'],
  citySlugs: ['montreal'],
  regions: ['CA-QC'],
  isVerified: true,
});

function contentEntry(
  overrides: Partial<ContentEntry> & Pick<ContentEntry, 'kind' | 'key' | 'title'>,
): ContentEntry {
  const locale = overrides.locale ?? 'en';
  return {
    locale,
    business: bakery(locale),
    summary: '',
    path: `/business/boulangerie-du-plateau/catalog/${overrides.key}`,
    body: '',
    otherTitle: null,
    itemType: null,
    tags: [],
    price: null,
    availability: null,
    event: null,
    updatedAt: '2026-01-10T12:00:00Z',
    ...overrides,
  };
}

export const SAMPLE_ENTRIES: ContentEntry[] = [
  contentEntry({
    kind: 'item',
    key: 'country-sourdough',
    title: 'Country sourdough loaf',
    summary: 'Our house *loaf*, naturally leavened.',
    itemType: 'PRODUCT',
    price: { amount: 7.5, currency: 'CAD', unit: 'loaf' },
    availability: 'available',
  }),
  contentEntry({
    kind: 'event',
    key: 'sourdough-workshop',
    title: 'Sourdough workshop',
    summary: 'Three hours in our kitchen.',
    itemType: 'EVENT',
    event: {
      start: '2030-02-14T09:00:00-05:00',
      end: '2030-02-14T12:00:00-05:00',
      hasTime: true,
      timeZone: 'America/Toronto',
      startsAt: '2030-02-14T14:00:00.000Z',
      endsAt: '2030-02-14T17:00:00.000Z',
      place: '5280 boulevard Saint-Laurent, Montréal',
    },
  }),
  contentEntry({
    kind: 'event',
    key: 'past-tasting',
    title: 'Past tasting',
    itemType: 'EVENT',
    event: {
      start: '2020-02-14',
      end: null,
      hasTime: false,
      timeZone: 'America/Toronto',
      startsAt: '2020-02-14T05:00:00.000Z',
      endsAt: null,
      place: null,
    },
  }),
  contentEntry({
    kind: 'answer',
    key: 'gluten-free',
    title: 'Do you bake gluten-free bread?',
    summary: 'No: our kitchen uses wheat flour all day.',
    path: '/business/boulangerie-du-plateau/faq#gluten-free',
  }),
  contentEntry({
    locale: 'fr',
    kind: 'answer',
    key: 'gluten-free',
    title: 'Faites-vous du pain sans gluten?',
    summary: 'Non : notre fournil utilise de la farine de blé toute la journée.',
    path: '/business/boulangerie-du-plateau/faq#gluten-free',
  }),
];

const wordsOf = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function countsOf(entries: ContentEntry[]): Record<ContentKind, number> {
  const counts = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<
    ContentKind,
    number
  >;
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}

type ReadSide = Pick<ContentStore, 'search' | 'listEvents' | 'getEntry'>;

function fakeContentStore(entries: ContentEntry[] = SAMPLE_ENTRIES): ContentStore {
  const store: ReadSide = {
    async search(query): Promise<ContentResults> {
      const words = wordsOf(query.text);
      const inLocale = entries.filter((entry) => entry.locale === query.locale);
      const matched = (entry: ContentEntry) => {
        const have = new Set(wordsOf(`${entry.title} ${entry.summary} ${entry.body}`));
        return words.filter((word) => have.has(word)).length;
      };
      let found = inLocale.filter((entry) => matched(entry) === words.length);
      const partial = found.length === 0 && words.length > 1;
      if (partial) found = inLocale.filter((entry) => matched(entry) > 0);
      const countsByKind = countsOf(found);
      const kinds = query.kinds?.length ? query.kinds : CONTENT_KINDS;
      const hits = found.filter((entry) => kinds.includes(entry.kind));
      return {
        hits: hits
          .slice(query.offset, query.offset + query.limit)
          .map((entry) => ({ entry, score: 1 })),
        total: hits.length,
        countsByKind,
        respelled: null,
        partial,
      };
    },
    async listEvents(query): Promise<EventResults> {
      const events = entries.filter(
        (entry) =>
          entry.locale === query.locale &&
          entry.event !== null &&
          (entry.event.endsAt ?? entry.event.startsAt) >= query.from &&
          (query.to === undefined || entry.event.startsAt <= query.to),
      );
      return {
        events: events.slice(query.offset, query.offset + query.limit),
        total: events.length,
        facets: { cities: [], categories: [] },
      };
    },
    async getEntry(locale, kind, businessSlug, key) {
      return (
        entries.find(
          (entry) =>
            entry.locale === locale &&
            entry.kind === kind &&
            entry.business.slug === businessSlug &&
            entry.key === key,
        ) ?? null
      );
    },
  };
  // The sync's side is never called by readers.
  return store as ContentStore;
}

/** The models over a given store, without React's per-request cache. */
function contentModelsOver(store: ContentStore): ContentModels {
  return {
    results: (input) => contentResultsOf(store, input),
    whatsOn: (input) => whatsOnModelOf(store, input),
    entry: (...args) => entryFrom(store, ...args),
  };
}

/** The content models over the fake store. */
export function fakeContentModels(entries?: ContentEntry[]): ContentModels {
  return contentModelsOver(fakeContentStore(entries));
}

/** The content models over a store whose every read fails. */
export function failingContentModels(): ContentModels {
  const fail = () => Promise.reject(new Error('disk gone'));
  return contentModelsOver({
    search: fail,
    listEvents: fail,
    getEntry: fail,
  } as unknown as ContentStore);
}

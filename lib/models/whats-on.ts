import 'server-only';
import { cache } from 'react';
import type {
  ContentFacetCount,
  ContentStore,
  EventResults,
  NearCities,
} from '@/lib/content/content-store';
import { getSiteConfig } from '@/lib/config/site-config';
import { getDirectory } from '@/lib/directory/directories';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { pageHref } from '@/lib/paging/page-window';
import { twinUrl } from '@/lib/urls/twin-paths';
import { absoluteUrl, localizedPath } from '@/lib/urls/paths';
import { WHATS_ON_CALENDAR_PATH, WHATS_ON_PATH } from '@/lib/urls/whats-on-paths';
import { contentHitView, type ContentHitView } from './content-hit';
import { readContentStore } from './content-store-access';
import { pageFrame, type PageFrame } from './frame';
import { eventsByDay, type WhatsOnDay } from './whats-on-days';

/*
 * What's on: the upcoming events of the whole directory, from now on (an event under way is
 * still on; one that has ended never is), by date in each event's local time, filterable by
 * city and category. The page, its twin, its JSON-LD, its calendar file and the agents' tools
 * read this model.
 */

const WHATS_ON_PAGE_SIZE = 20;

export interface WhatsOnInput {
  locale: Locale;
  page: number;
  /** A city slug. */
  city?: string;
  /** A category key. */
  category?: string;
  /** 1 to 200; WHATS_ON_PAGE_SIZE by default (the calendar file asks for more). */
  limit?: number;
  now?: Date;
  /** Events not over by this instant (ISO) instead of now, and that start by `to`: an agent's window. */
  from?: string;
  to?: string;
  /** An agent's filters, which the page has not: a region's ISO 3166-2 code, the cities near a place. */
  region?: string;
  near?: NearCities;
  /** The directory's cities and categories, to name a chosen one that has no event left. */
  known?: { cities: readonly Named[]; categories: readonly Named[] };
}

interface Named {
  slug: string;
  name: string;
}

export interface WhatsOnFacet extends ContentFacetCount {
  selected: boolean;
}

export interface WhatsOnModel {
  /** At the list's unfiltered page: a filtered view's canonical is the list itself. */
  frame: PageFrame;
  crumbs: { label: string; path: string }[];
  texts: {
    title: string;
    heading: string;
    intro: string;
    description: string;
    /** How many, in words. */
    summary: string;
    /** Why the list is empty and what to do, or null when it is not. */
    empty: string | null;
  };
  filters: { city: string; category: string };
  filtered: boolean;
  facets: { cities: WhatsOnFacet[]; categories: WhatsOnFacet[] };
  /** This page's events in order of start, and the same grouped by local day. */
  events: ContentHitView[];
  days: WhatsOnDay[];
  total: number;
  page: number;
  totalPages: number;
  limit: number;
  basePath: string;
  /** The filters every page link keeps. */
  extraQuery: Record<string, string>;
  /** The twin of this very view, filters and page included. */
  viewTwinUrl: string;
  /** The view's events as an iCalendar file: a locale-prefixed href and its absolute URL. */
  calendarHref: string;
  calendarUrl: string;
  /** True when the index could not be read. */
  unavailable: boolean;
}

const NO_EVENTS: EventResults = { events: [], total: 0, facets: { cities: [], categories: [] } };

/** The facets with their counts; a chosen value with no event left is kept, at 0, by its name. */
function facetsOf(
  counts: readonly ContentFacetCount[],
  selected: string,
  known: readonly Named[] = [],
): WhatsOnFacet[] {
  const facets = counts.map(({ slug, name, count }) => ({
    slug,
    name,
    count,
    selected: slug === selected,
  }));
  if (!selected || facets.some((facet) => facet.selected)) return facets;
  const name = known.find((named) => named.slug === selected)?.name ?? selected;
  return [...facets, { slug: selected, name, count: 0, selected: true }];
}

/** The model from a store's answer; null past the last page (a 404). */
export async function whatsOnModelOf(
  store: ContentStore | null,
  input: WhatsOnInput,
): Promise<WhatsOnModel | null> {
  const { locale } = input;
  const now = input.now ?? new Date();
  const { siteUrl, directoryName } = getSiteConfig();
  const t = siteTranslator(locale);
  const page = Math.max(1, Math.floor(input.page));
  const limit = Math.min(200, Math.max(1, Math.floor(input.limit ?? WHATS_ON_PAGE_SIZE)));
  const filters = { city: input.city?.trim() ?? '', category: input.category?.trim() ?? '' };
  let results = NO_EVENTS;
  let unavailable = store === null;
  if (store) {
    try {
      results = await store.listEvents({
        locale,
        from: input.from ?? now.toISOString(),
        to: input.to,
        city: filters.city || undefined,
        category: filters.category || undefined,
        region: input.region || undefined,
        near: input.near,
        limit,
        offset: (page - 1) * limit,
      });
    } catch (error) {
      console.error("What's on: the events could not be read:", error);
      unavailable = true;
    }
  }
  const totalPages = Math.max(1, Math.ceil(results.total / limit));
  if (page > totalPages) return null;
  const context = {
    locale,
    siteUrl,
    directoryName,
    t,
    now,
    citySlug: filters.city || undefined,
    near: input.near,
  };
  const events = results.events.map((entry) => contentHitView(entry, context));
  const filtered = filters.city !== '' || filters.category !== '';
  const extraQuery = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const facets = {
    cities: facetsOf(results.facets.cities, filters.city, input.known?.cities),
    categories: facetsOf(results.facets.categories, filters.category, input.known?.categories),
  };
  const heading = t('WhatsOn.heading');
  const what = [
    facets.cities.find((facet) => facet.selected)?.name,
    facets.categories.find((facet) => facet.selected)?.name,
  ]
    .filter(Boolean)
    .join(' · ');
  const baseTitle = filtered
    ? t('WhatsOn.filteredTitle', { what, directoryName })
    : t('WhatsOn.title', { directoryName });
  const calendarHref = localizedPath(locale, pageHref(WHATS_ON_CALENDAR_PATH, 1, extraQuery));
  return {
    frame: pageFrame(locale, filtered ? WHATS_ON_PATH : pageHref(WHATS_ON_PATH, page)),
    crumbs: [
      { label: t('Site.directory'), path: '/' },
      { label: heading, path: WHATS_ON_PATH },
    ],
    texts: {
      title: page > 1 ? t('WhatsOn.pagedTitle', { title: baseTitle, page }) : baseTitle,
      heading,
      intro: t('WhatsOn.intro'),
      description: t('WhatsOn.description', { directoryName }),
      summary: unavailable
        ? t('ContentSearch.unavailable')
        : t('WhatsOn.results', { count: results.total }),
      empty:
        results.total > 0
          ? null
          : unavailable
            ? t('ContentSearch.unavailable')
            : filtered
              ? t('WhatsOn.emptyFiltered')
              : t('WhatsOn.empty'),
    },
    filters,
    filtered,
    facets,
    events,
    days: eventsByDay(events, locale),
    total: results.total,
    page,
    totalPages,
    limit,
    basePath: WHATS_ON_PATH,
    extraQuery,
    viewTwinUrl: twinUrl(siteUrl, locale, pageHref(WHATS_ON_PATH, page, extraQuery)),
    calendarHref,
    calendarUrl: absoluteUrl(siteUrl, calendarHref),
    unavailable,
  };
}

/** The directory's cities and categories, when the directory can be read. */
async function knownFacets(locale: Locale) {
  try {
    const { cities, categories } = await getDirectory(locale);
    return { cities, categories };
  } catch {
    return undefined;
  }
}

const cachedModel = cache(async (key: string): Promise<WhatsOnModel | null> => {
  const input = JSON.parse(key) as Omit<WhatsOnInput, 'now' | 'known'>;
  const known = input.city || input.category ? await knownFacets(input.locale) : undefined;
  return whatsOnModelOf(await readContentStore(), { ...input, known });
});

/**
 * What's on from the content index, now; null past the last page. One load per request (React's
 * cache compares arguments by identity: the input travels as one string).
 */
export function loadWhatsOnModel(input: Omit<WhatsOnInput, 'now'>): Promise<WhatsOnModel | null> {
  const { locale, page, city = '', category = '', limit = WHATS_ON_PAGE_SIZE } = input;
  const { from, to, region, near } = input;
  return cachedModel(
    JSON.stringify({ locale, page, city, category, limit, from, to, region, near }),
  );
}

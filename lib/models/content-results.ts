import 'server-only';
import { cache } from 'react';
import { CONTENT_KINDS, type ContentKind } from '@/lib/content/content-entry';
import type { ContentStore, NearCities } from '@/lib/content/content-store';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { contentHitView, type ContentHitView } from './content-hit';
import { readContentStore } from './content-store-access';

/*
 * The content results of a search: what businesses offer (items, events, answers, articles,
 * documents) that matches the home search's text and filters, one page of them grouped by
 * kind. The home page, its Markdown twin, the site's JSON API and the MCP tools all read this
 * model, so they list the same hits under the same headings.
 */

const CONTENT_RESULTS_PAGE_SIZE = 10;

export interface ContentSearchInput {
  locale: Locale;
  text: string;
  /** A category key (the category page's segment). */
  category?: string;
  /** A city slug (the city page's segment). */
  city?: string;
  /** A region's ISO 3166-2 code (CA-QC). */
  region?: string;
  verified?: boolean;
  /** The cities near a place (an agent's location bias): theirs only, nearest first. */
  near?: NearCities;
  /** Kinds to search; absent or empty: every kind. */
  kinds?: readonly ContentKind[];
  /** 1-based; the home page's `cpage`. */
  page?: number;
  /** 1 to 50; CONTENT_RESULTS_PAGE_SIZE by default. */
  limit?: number;
}

interface ContentResultGroup {
  kind: ContentKind;
  /** The group's heading in the language ("Events"). */
  heading: string;
  /** Matches of this kind on every page, not only this one. */
  count: number;
  hits: ContentHitView[];
}

export interface ContentResultsModel {
  locale: Locale;
  query: {
    text: string;
    category: string;
    city: string;
    region: string;
    verified: boolean;
    kinds: ContentKind[];
  };
  texts: {
    heading: string;
    intro: string;
    /** How many match, in words ("12 matches among what businesses offer"). */
    summary: string;
    /** Says the text was respelled, or null. */
    respelled: string | null;
    /** Says the hits match only some of the words, or null. */
    partial: string | null;
  };
  /** This page's hits, by kind; the kind of the best hit first. */
  groups: ContentResultGroup[];
  /** The same hits in the store's order, best first (the agents' answers list them so). */
  hits: ContentHitView[];
  /** Every match, all pages and kinds asked for. */
  total: number;
  countsByKind: Record<ContentKind, number>;
  page: number;
  totalPages: number;
  limit: number;
  /** The text the results are for when it was respelled, else null. */
  respelled: string | null;
  /** True when no entry matched every word: the hits match some of them. */
  partial: boolean;
  /** True when the index could not be read: nothing can be said about what is offered. */
  unavailable: boolean;
}

const clampLimit = (limit: number | undefined) =>
  Math.min(50, Math.max(1, Math.floor(limit ?? CONTENT_RESULTS_PAGE_SIZE)));

const EMPTY_COUNTS = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<
  ContentKind,
  number
>;

/** Hits grouped by kind, in the order of each kind's best hit (the store ranks by score). */
function groupByKind(
  hits: ContentHitView[],
  counts: Record<ContentKind, number>,
  heading: (kind: ContentKind) => string,
): ContentResultGroup[] {
  const groups = new Map<ContentKind, ContentResultGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.kind);
    if (!group) {
      group = { kind: hit.kind, heading: heading(hit.kind), count: counts[hit.kind], hits: [] };
      groups.set(hit.kind, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The model from a store's answer (pure but for the store: tests hand in a fake one). */
export async function contentResultsOf(
  store: ContentStore | null,
  input: ContentSearchInput,
  now: Date = new Date(),
): Promise<ContentResultsModel> {
  const { locale } = input;
  const { siteUrl, directoryName } = getSiteConfig();
  const t = siteTranslator(locale);
  const limit = clampLimit(input.limit);
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const text = input.text.trim();
  const kinds = [...new Set(input.kinds ?? [])];
  const query = {
    text,
    category: input.category ?? '',
    city: input.city ?? '',
    region: input.region ?? '',
    verified: input.verified ?? false,
    kinds,
  };
  let results = null;
  let unavailable = store === null;
  if (store && text) {
    try {
      results = await store.search({
        text,
        locale,
        kinds: kinds.length > 0 ? kinds : undefined,
        category: query.category || undefined,
        city: query.city || undefined,
        region: query.region || undefined,
        verified: query.verified || undefined,
        near: input.near,
        limit,
        offset: (page - 1) * limit,
      });
    } catch (error) {
      // The businesses' results still show: the page says what is offered cannot be searched.
      console.error('Content search failed:', error);
      unavailable = true;
    }
  }
  const total = results?.total ?? 0;
  const countsByKind = results?.countsByKind ?? EMPTY_COUNTS;
  const context = {
    locale,
    siteUrl,
    directoryName,
    t,
    now,
    citySlug: query.city || undefined,
    near: input.near,
  };
  const hits = (results?.hits ?? []).map((hit) => contentHitView(hit.entry, context));
  const respelled = results?.respelled ?? null;
  const partial = results?.partial ?? false;
  return {
    locale,
    query,
    texts: {
      heading: t('ContentSearch.heading'),
      intro: t('ContentSearch.intro'),
      summary: unavailable
        ? t('ContentSearch.unavailable')
        : total === 0
          ? t('ContentSearch.none')
          : t('ContentSearch.results', { count: total }),
      respelled: respelled ? t('ContentSearch.respelled', { text: respelled }) : null,
      partial: partial && total > 0 ? t('ContentSearch.partial') : null,
    },
    groups: groupByKind(hits, countsByKind, (kind) => t(`ContentSearch.kinds.${kind}`)),
    hits,
    total,
    countsByKind,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    limit,
    respelled,
    partial,
    unavailable,
  };
}

const cachedResults = cache(async (key: string): Promise<ContentResultsModel> =>
  contentResultsOf(await readContentStore(), JSON.parse(key) as ContentSearchInput),
);

/**
 * The content results of a search, from the content index: one load per request for the page,
 * its metadata and its twin alike.
 */
export function loadContentResults(input: ContentSearchInput): Promise<ContentResultsModel> {
  const { locale, text, category, city, region, verified, near, kinds, page, limit } = input;
  return cachedResults(
    JSON.stringify({ locale, text, category, city, region, verified, near, kinds, page, limit }),
  );
}

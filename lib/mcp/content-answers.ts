import type { ContentKind } from '@/lib/content/content-entry';
import type {
  ContentFacetCount,
  ContentResults,
  ContentStore,
  EventResults,
} from '@/lib/content/content-store';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { contentResultOf, type ContentResult } from './content-result';
import { nextCursor } from './cursor';
import type { EventWindow } from '@/lib/routes/event-window';

/*
 * What an agent asks of the content index and what it gets back, the same for the MCP tools
 * and the site's JSON API: one page of results, each as contentResultOf gives it, the counts
 * and paging, and a notice in the answer's language whenever the results are not simply what
 * was asked (respelled, partial, or nothing at all), so that an empty answer is never silent.
 */

/** What the answers read: the content index, or a fake of it in tests. */
export type ContentSource = Pick<ContentStore, 'search' | 'listEvents' | 'getEntry'>;

interface Paging {
  page: number;
  limit: number;
  lang: Locale;
}

export interface ContentSearchRequest extends Paging {
  text: string;
  kinds: ContentKind[];
  category: string;
  city: string;
  verified: boolean;
}

interface PagedAnswer {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  nextCursor: string | null;
  /** A sentence when the results are not simply what was asked, else null. */
  notice: string | null;
}

export interface ContentSearchAnswer extends PagedAnswer {
  results: ContentResult[];
  countsByKind: ContentResults['countsByKind'];
  partial: boolean;
  respelled: string | null;
}

export interface EventsRequest extends Paging {
  window: EventWindow;
  category: string;
  city: string;
}

export interface EventsAnswer extends PagedAnswer {
  from: string;
  to: string | null;
  events: ContentResult[];
  facets: { cities: ContentFacetCount[]; categories: ContentFacetCount[] };
}

function paging(total: number, { page, limit }: Paging) {
  const totalPages = Math.ceil(total / limit);
  return { total, page, limit, totalPages, nextCursor: nextCursor(page, totalPages) };
}

const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;

/** One page of the content search; null past the last page. */
export async function searchContentAnswer(
  source: ContentSource,
  request: ContentSearchRequest,
): Promise<ContentSearchAnswer | null> {
  const found = await source.search({
    text: request.text,
    locale: request.lang,
    kinds: request.kinds,
    category: request.category || undefined,
    city: request.city || undefined,
    verified: request.verified || undefined,
    limit: request.limit,
    offset: offsetOf(request),
  });
  if (found.hits.length === 0 && request.page > 1) return null;
  const t = siteTranslator(request.lang);
  const notices = [
    found.respelled ? t('AgentContent.respelled', { text: found.respelled }) : null,
    found.partial ? t('AgentContent.partial') : null,
    found.total === 0 ? t('AgentContent.none') : null,
  ].filter((notice) => notice !== null);
  return {
    ...paging(found.total, request),
    results: found.hits.map((hit) => contentResultOf(hit.entry)),
    countsByKind: found.countsByKind,
    partial: found.partial,
    respelled: found.respelled,
    notice: notices.length > 0 ? notices.join(' ') : null,
  };
}

/** One page of events in a window, in order of start; null past the last page. */
export async function eventsAnswer(
  source: ContentSource,
  request: EventsRequest,
): Promise<EventsAnswer | null> {
  const found: EventResults = await source.listEvents({
    locale: request.lang,
    from: request.window.from,
    to: request.window.to ?? undefined,
    category: request.category || undefined,
    city: request.city || undefined,
    limit: request.limit,
    offset: offsetOf(request),
  });
  if (found.events.length === 0 && request.page > 1) return null;
  return {
    ...paging(found.total, request),
    from: request.window.from,
    to: request.window.to,
    events: found.events.map(contentResultOf),
    facets: found.facets,
    notice: found.total === 0 ? siteTranslator(request.lang)('AgentContent.noEvents') : null,
  };
}

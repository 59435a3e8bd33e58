import type { ContentKind } from '@/lib/content/content-entry';
import type { ContentFacetCount } from '@/lib/content/content-store';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import type { ContentResultsModel } from '@/lib/models/content-results';
import type { EventWindow } from '@/lib/text/event-window';
import { contentResultOf, type ContentResult } from './content-result';
import { ContentIndexUnavailable, type ContentModels } from './content-source';
import { nextCursor } from './cursor';
import type { ResolvedNear } from './near';

/*
 * What an agent asks of the content index and what it gets back, the same for the MCP tools
 * and the site's JSON API, read from the models the pages read (the home's content results,
 * What's on): one page of results, each as contentResultOf gives it, the counts and paging,
 * and a notice in the answer's language whenever the results are not simply what was asked
 * (respelled, partial, or nothing at all), so that an empty answer is never silent. An index
 * the models could not read is ContentIndexUnavailable: "retry later", not an empty answer.
 */

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
  /** A region's ISO 3166-2 code. */
  region: string;
  verified: boolean;
  /** A location bias: the businesses within its radius only, nearest first. */
  near: ResolvedNear | null;
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
  countsByKind: ContentResultsModel['countsByKind'];
  partial: boolean;
  respelled: string | null;
}

export interface EventsRequest extends Paging {
  window: EventWindow;
  category: string;
  city: string;
  region: string;
  near: ResolvedNear | null;
}

export interface EventsAnswer extends PagedAnswer {
  from: string;
  to: string | null;
  events: ContentResult[];
  facets: { cities: ContentFacetCount[]; categories: ContentFacetCount[] };
}

/** The sentences that say why the results are not simply what was asked, as one; else null. */
function noticeOf(sentences: readonly (string | null)[]): string | null {
  const said = sentences.filter((sentence) => sentence !== null);
  return said.length > 0 ? said.join(' ') : null;
}

function paging(total: number, { page, limit }: Paging) {
  const totalPages = Math.ceil(total / limit);
  return { total, page, limit, totalPages, nextCursor: nextCursor(page, totalPages) };
}

/** One page of the content search; null past the last page. */
export async function searchContentAnswer(
  models: ContentModels,
  request: ContentSearchRequest,
): Promise<ContentSearchAnswer | null> {
  const { lang, text, kinds, category, city, region, verified, near, page, limit } = request;
  const found = await models.results({
    locale: lang,
    text,
    kinds,
    category,
    city,
    region,
    verified,
    near: near?.cities,
    page,
    limit,
  });
  if (found.unavailable) throw new ContentIndexUnavailable('the content results');
  if (found.hits.length === 0 && page > 1) return null;
  const t = siteTranslator(lang);
  const notices = [
    found.respelled ? t('AgentContent.respelled', { text: found.respelled }) : null,
    found.partial ? t('AgentContent.partial') : null,
    found.total === 0 ? t('AgentContent.none') : null,
    near ? near.answer.note : null,
  ];
  return {
    ...paging(found.total, request),
    results: found.hits.map((hit) => contentResultOf(hit, lang)),
    countsByKind: found.countsByKind,
    partial: found.partial,
    respelled: found.respelled,
    notice: noticeOf(notices),
  };
}

/** One page of events in a window, in order of start; null past the last page. */
export async function eventsAnswer(
  models: ContentModels,
  request: EventsRequest,
): Promise<EventsAnswer | null> {
  const { lang, window, category, city, region, near, page, limit } = request;
  const found = await models.whatsOn({
    locale: lang,
    page,
    limit,
    city,
    category,
    region,
    near: near?.cities,
    from: window.from,
    to: window.to ?? undefined,
  });
  if (found?.unavailable) throw new ContentIndexUnavailable('the events');
  if (found === null || (found.events.length === 0 && page > 1)) return null;
  const strip = ({ slug, name, count }: ContentFacetCount) => ({ slug, name, count });
  return {
    ...paging(found.total, request),
    from: window.from,
    to: window.to,
    events: found.events.map((hit) => contentResultOf(hit, lang)),
    facets: {
      cities: found.facets.cities.map(strip),
      categories: found.facets.categories.map(strip),
    },
    notice: noticeOf([
      found.total === 0 ? siteTranslator(lang)('AgentContent.noEvents') : null,
      near ? near.answer.note : null,
    ]),
  };
}

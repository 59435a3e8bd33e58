import type { ContentKind } from '@/lib/content/content-entry';
import type { ContentResult } from '@/lib/mcp/content-result';
import type { ContentSearchBody } from '@/lib/routes/content-search-body';
import type {
  ContentHitCardView,
  ContentResultGroupView,
  ContentResultsView,
} from './content-results-view';

/*
 * The content results as the home page shows them, from an answer of GET /api/content: the
 * same texts, groups and cards the server's model gives (lib/models/content-results.ts), its
 * sentences from the ContentSearch messages and each result's words from the answer's labels.
 */

/** The ContentSearch messages, as the island's translator gives them. */
export type ContentSearchTranslate = (
  key: string,
  values?: Record<string, string | number>,
) => string;

/** A canonical URL's path on this site (with an answer's anchor): the page links within it. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function hitOf(result: ContentResult, body: ContentSearchBody): ContentHitCardView {
  const labels = body.labels[result.id];
  const { business, event } = result;
  return {
    kind: result.kind,
    key: result.id,
    title: result.title,
    summary: result.summary,
    href: pathOf(result.url),
    typeLabel: labels?.type ?? null,
    price: result.price,
    availability: labels?.availability ? { text: labels.availability } : null,
    date: event
      ? {
          text: labels?.start ?? event.start,
          iso: event.start,
          endText: event.end ? (labels?.end ?? event.end) : null,
          endIso: event.end,
          place: event.place,
        }
      : null,
    business: {
      slug: business.slug,
      name: business.name,
      href: pathOf(business.url),
      city: business.city,
      isVerified: business.isVerified,
    },
  };
}

export function contentResultsOfAnswer(
  body: ContentSearchBody,
  t: ContentSearchTranslate,
): ContentResultsView {
  // Grouped by kind in the order of each kind's best hit, as the server's model groups them.
  const groups = new Map<ContentKind, ContentResultGroupView>();
  for (const result of body.results) {
    let group = groups.get(result.kind);
    if (!group) {
      const count = body.countsByKind[result.kind];
      group = { kind: result.kind, heading: t(`kinds.${result.kind}`), count, hits: [] };
      groups.set(result.kind, group);
    }
    group.hits.push(hitOf(result, body));
  }
  const { total, page, partial, respelled } = body;
  return {
    texts: {
      heading: t('heading'),
      intro: t('intro'),
      summary: total === 0 ? t('none') : t('results', { count: total }),
      respelled: respelled ? t('respelled', { text: respelled }) : null,
      partial: partial && total > 0 ? t('partial') : null,
    },
    groups: [...groups.values()],
    total,
    page,
    totalPages: Math.max(1, body.totalPages),
    partial,
  };
}

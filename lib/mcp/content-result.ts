import * as z from 'zod';
import { CONTENT_KINDS, type ContentEntry, type ContentKind } from '@/lib/content/content-entry';
import { pageFrame } from '@/lib/models/frame';
import { businessPath } from '@/lib/urls/paths';
import { citationOf, citationSchema } from './citation';

/*
 * One entry of the content index (an item, an event, an FAQ answer, an article, a document) as
 * an agent gets it, from the MCP tools and from the site's JSON API alike: the same schema
 * validates the tools' structured content and writes the OpenAPI document's component, so
 * the two can never describe one result two ways. Each result names its page, its business
 * with the business's page, and the citation (license and attribution line) of both.
 */

export const contentBusinessSchema = z.object({
  slug: z.string().describe('The business slug, for get_business and the section tools'),
  name: z.string(),
  category: z.string(),
  cities: z.array(z.string()),
  isVerified: z.boolean(),
  url: z.string().describe('Canonical URL of the business’s page, in the answer’s language'),
});

export const eventDatesSchema = z.object({
  start: z
    .string()
    .describe('Local time with the place’s UTC offset (2026-12-05T10:00:00-05:00), or a date'),
  end: z.string().nullable().describe('As start, or null'),
  hasTime: z.boolean().describe('Whether start carries a time of day'),
  timeZone: z.string().describe('IANA zone of the place, whose offset the dates carry'),
  place: z.string().nullable().describe('The venue or address on one line'),
});

export const contentPriceSchema = z.object({
  amount: z.number(),
  currency: z.string().nullable(),
  unit: z.string().nullable(),
});

export const contentResultSchema = z.object({
  id: z.string().describe('Pass to fetch for the whole text'),
  kind: z.enum(CONTENT_KINDS),
  title: z.string().describe('The item’s label, the question, the title or the document’s label'),
  summary: z.string(),
  url: z.string().describe('Canonical URL of the entry’s page (an answer: its anchor on the FAQ)'),
  business: contentBusinessSchema,
  itemType: z.string().nullable(),
  tags: z.array(z.string()),
  price: contentPriceSchema.nullable(),
  availability: z.string().nullable().describe('An item’s status: available, unavailable, …'),
  event: eventDatesSchema.nullable().describe('An event’s dates and place'),
  updatedAt: z.string().nullable(),
  citation: citationSchema,
});

export type ContentResult = z.infer<typeof contentResultSchema>;

const ID_SEPARATOR = ':';

/** The id search and fetch know an entry by: kind, business and key (`item:bakery:bread`). */
export function contentId(entry: Pick<ContentEntry, 'kind' | 'business' | 'key'>): string {
  return [entry.kind, entry.business.slug, entry.key].join(ID_SEPARATOR);
}

export interface ContentIdParts {
  kind: ContentKind;
  businessSlug: string;
  key: string;
}

/** contentId's inverse; null for anything else (a business slug has no kind before it). */
export function parseContentId(id: string): ContentIdParts | null {
  const [kind, businessSlug, ...rest] = id.split(ID_SEPARATOR);
  const key = rest.join(ID_SEPARATOR);
  if (!(CONTENT_KINDS as readonly string[]).includes(kind ?? '')) return null;
  if (!businessSlug || !key) return null;
  return { kind: kind as ContentKind, businessSlug, key };
}

/** The entry's page: its path without the anchor an answer carries, and that anchor. */
function splitAnchor(path: string): { page: string; anchor: string } {
  const at = path.indexOf('#');
  return at < 0 ? { page: path, anchor: '' } : { page: path.slice(0, at), anchor: path.slice(at) };
}

/** The citation of the entry's page; an answer's URLs point at its anchor on the FAQ page. */
export function contentCitation(entry: ContentEntry) {
  const { page, anchor } = splitAnchor(entry.path);
  const citation = citationOf(pageFrame(entry.locale, page, entry.business.slug), entry.updatedAt);
  return {
    ...citation,
    url: citation.url + anchor,
    otherLanguageUrl: citation.otherLanguageUrl + anchor,
  };
}

export function contentResultOf(entry: ContentEntry): ContentResult {
  const { business, event } = entry;
  const citation = contentCitation(entry);
  return {
    id: contentId(entry),
    kind: entry.kind,
    title: entry.title,
    summary: entry.summary,
    url: citation.url,
    business: {
      slug: business.slug,
      name: business.name,
      category: business.category,
      cities: [...business.cities],
      isVerified: business.isVerified,
      url: pageFrame(entry.locale, businessPath(business.slug)).canonicalUrl,
    },
    itemType: entry.itemType,
    tags: [...entry.tags],
    price: entry.price ? { ...entry.price } : null,
    availability: entry.availability,
    event: event
      ? {
          start: event.start,
          end: event.end,
          hasTime: event.hasTime,
          timeZone: event.timeZone,
          place: event.place,
        }
      : null,
    updatedAt: entry.updatedAt,
    citation,
  };
}

import * as z from 'zod';
import { CONTENT_KINDS, type ContentKind } from '@/lib/content/content-entry';
import type { Locale } from '@/lib/i18n/routing';
import type { ContentHitView } from '@/lib/models/content-hit';
import { pageFrame } from '@/lib/models/frame';
import { splitLocale } from '@/lib/urls/paths';
import { citationOf, citationRef, citationSchema } from './citation';

/*
 * One entry of the content index (an item, an event, an FAQ answer, an article, a document) as
 * an agent gets it, from the MCP tools and from the site's JSON API alike, read from the hit
 * the content models give the pages (lib/models/content-hit.ts): the same schema
 * validates the tools' structured content and writes the OpenAPI document's component, so
 * the two can never describe one result two ways. Each result names its page, its business
 * with the business's page, and the citation (license and attribution line) of both.
 */

const contentBusinessSchema = z.object({
  slug: z.string().describe('The business slug, for get_business and the section tools'),
  name: z.string(),
  category: z.string(),
  city: z.string().nullable().describe('The city filtered on, else its first'),
  isVerified: z.boolean(),
  url: z.string().describe('Canonical URL of the business’s page, in the answer’s language'),
});

const eventDatesSchema = z.object({
  start: z
    .string()
    .describe('Local time with the place’s UTC offset (2026-12-05T10:00:00-05:00), or a date'),
  end: z.string().nullable().describe('As start, or null'),
  hasTime: z.boolean().describe('Whether start carries a time of day'),
  timeZone: z.string().describe('IANA zone of the place, whose offset the dates carry'),
  place: z.string().nullable().describe('The venue or address on one line'),
});

export const contentResultSchema = z.object({
  id: z.string().describe('Pass to fetch for the whole text'),
  kind: z.enum(CONTENT_KINDS),
  title: z.string().describe('The item’s label, the question, the title or the document’s label'),
  summary: z.string(),
  url: z.string().describe('Canonical URL of the entry’s page (an answer: its anchor on the FAQ)'),
  business: contentBusinessSchema,
  itemType: z.string().nullable().describe('An item’s type: PRODUCT, SERVICE, EVENT, …'),
  price: z
    .string()
    .nullable()
    .describe('The price as its page writes it, in the answer’s language'),
  availability: z
    .enum(['available', 'unavailable', 'ended', 'expired'])
    .nullable()
    .describe('An item’s status now'),
  event: eventDatesSchema.nullable().describe('An event’s dates and place'),
  updatedAt: z.string().nullable(),
  distanceKm: z
    .number()
    .optional()
    .describe('With near: km to the business’s nearest city, between city centres'),
  citation: citationSchema,
});

export type ContentResult = z.infer<typeof contentResultSchema>;

const ID_SEPARATOR = ':';

/** The id search and fetch know an entry by: kind, business and key (`item:bakery:bread`). */
export function contentId(entry: {
  kind: ContentKind;
  business: { slug: string };
  key: string;
}): string {
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

/** The hit's page: its path without the locale and the anchor an answer carries, and that anchor. */
function pageOf(href: string): { path: string; anchor: string } {
  const at = href.indexOf('#');
  const [pathname, anchor] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  return { path: splitLocale(pathname).path, anchor };
}

/** The citation of the hit's page; an answer's URLs point at its anchor on the FAQ page. */
function contentCitation(hit: ContentHitView, locale: Locale) {
  const { path, anchor } = pageOf(hit.href);
  const citation = citationOf(pageFrame(locale, path, hit.business.slug), hit.updatedAt);
  return {
    ...citation,
    url: citation.url + anchor,
    otherLanguageUrl: citation.otherLanguageUrl + anchor,
  };
}

/** A hit of the content models (lib/models/content-hit.ts) as an agent gets it. */
export function contentResultOf(hit: ContentHitView, locale: Locale): ContentResult {
  const { business, date } = hit;
  const citation = contentCitation(hit, locale);
  return {
    id: contentId({ kind: hit.kind, business, key: hit.key }),
    kind: hit.kind,
    title: hit.title,
    summary: hit.summary,
    url: citation.url,
    business: {
      slug: business.slug,
      name: business.name,
      category: business.category,
      city: business.city,
      isVerified: business.isVerified,
      url: business.url,
    },
    itemType: hit.itemType,
    price: hit.price,
    availability: (hit.availability?.status as ContentResult['availability']) ?? null,
    event: date
      ? {
          start: date.iso,
          end: date.endIso,
          hasTime: date.hasTime,
          timeZone: date.timeZone,
          place: date.place,
        }
      : null,
    updatedAt: hit.updatedAt,
    ...(hit.distanceKm !== undefined && { distanceKm: hit.distanceKm }),
    citation,
  };
}

/** A result as the tools' output schemas name it: one definition per tool, with the citation's. */
export const contentResultRef = contentResultSchema
  .extend({ citation: citationRef })
  .meta({ id: 'contentResult' });

import type { ContentEntry, ContentKind } from '@/lib/content/content-entry';
import type { NearCities } from '@/lib/content/content-store';
import type { Locale } from '@/lib/i18n/routing';
import type { SiteTranslator } from '@/lib/i18n/translator';
import { attributionLine } from '@/lib/urls/attribution';
import { formatPriceParts } from '@/lib/text/format-price';
import { formatDateValue, zonedIso } from '@/lib/text/zoned-date';
import { CATALOG_ITEM_TYPES, type CatalogItemType } from '@/lib/urls/catalog-item-types';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';

/*
 * One thing a business offers, as a result shows it in every reading (the home search's
 * content results, What's on, the twins, the site's JSON API and the MCP tools): already in
 * the reader's words, with the links to its own page and to its business, and the line that
 * cites its source.
 */

interface ContentHitBusiness {
  slug: string;
  name: string;
  /** The business's page in the result's language, locale-prefixed: for links. */
  href: string;
  /** Its canonical URL in that language: {SITE_URL}/business/{slug} (under /fr in French). */
  url: string;
  /** The city the result names: the filtered one, else its first; null without one. */
  city: string | null;
  category: string;
  isVerified: boolean;
}

interface ContentHitDate {
  /** The start for people, in the event's local time ("December 5, 2026 at 10:00 AM"). */
  text: string;
  /** The start in ISO 8601 with the place's offset, for `<time dateTime>` and JSON-LD. */
  iso: string;
  endText: string | null;
  endIso: string | null;
  hasTime: boolean;
  timeZone: string;
  /** The start as an instant (UTC ISO), for ordering and calendars. */
  startsAt: string;
  endsAt: string | null;
  /** The venue or address on one line. */
  place: string | null;
}

export interface ContentHitView {
  kind: ContentKind;
  /** The entry's key within its business and kind (an item's slug, a document's id…). */
  key: string;
  title: string;
  summary: string;
  /** Its own page, locale-prefixed (with an anchor for an answer): for links. */
  href: string;
  /** The same as an absolute URL. */
  url: string;
  /** Its page's Markdown twin (the anchor kept). */
  twinUrl: string;
  business: ContentHitBusiness;
  /** An item's type (PRODUCT, SERVICE, EVENT…) and its name in the language; null otherwise. */
  itemType: string | null;
  typeLabel: string | null;
  /** The price as the catalog writes it ("12.50 / kg", "Free"), or null. */
  price: string | null;
  date: ContentHitDate | null;
  /** An item's availability, as its page states it; null for other kinds. */
  availability: { status: string; text: string } | null;
  /** `Source: <directory> — {site_url}/business/{slug}`. */
  attribution: string;
  /** When the API last changed the entry (ISO), if known: for an agent's citation. */
  updatedAt: string | null;
  /** Near a place: kilometres from it to the business's nearest city, between city centres. */
  distanceKm?: number;
}

export interface HitContext {
  locale: Locale;
  siteUrl: string;
  directoryName: string;
  t: SiteTranslator;
  now: Date;
  /** The city slug a filter chose: the result names that city. */
  citySlug?: string;
  /** Near a place: the result names the business's nearest city and its distance. */
  near?: NearCities;
}

const STATUSES = ['available', 'unavailable', 'ended', 'expired'] as const;
type Status = (typeof STATUSES)[number];

/** The business's nearest city among those near a place, and its distance; null if none is. */
function nearestCity(entry: ContentEntry, near: NearCities): { slug: string; km: number } | null {
  const own = new Set(entry.business.citySlugs);
  let nearest: { slug: string; km: number } | null = null;
  for (const city of near)
    if (own.has(city.slug) && (!nearest || city.km < nearest.km)) nearest = city;
  return nearest;
}

function cityOf(entry: ContentEntry, citySlug: string | undefined): string | null {
  const { cities, citySlugs } = entry.business;
  const chosen = citySlug ? citySlugs.indexOf(citySlug) : -1;
  return cities[chosen >= 0 ? chosen : 0] ?? null;
}

function dateOf(entry: ContentEntry, locale: Locale): ContentHitDate | null {
  const { event } = entry;
  if (!event) return null;
  const value = (iso: string) => ({ iso, hasTime: event.hasTime });
  return {
    text: formatDateValue(value(event.start), locale, event.timeZone),
    iso: zonedIso(value(event.start), event.timeZone),
    endText: event.end ? formatDateValue(value(event.end), locale, event.timeZone) : null,
    endIso: event.end ? zonedIso(value(event.end), event.timeZone) : null,
    hasTime: event.hasTime,
    timeZone: event.timeZone,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    place: event.place,
  };
}

/** An event whose end (or start) has passed has ended, whatever the index noted at its sync. */
function statusOf(entry: ContentEntry, now: Date): Status | null {
  const { availability, event } = entry;
  if (event) {
    const over = Date.parse(event.endsAt ?? event.startsAt);
    if (Number.isFinite(over) && over < now.getTime()) return 'ended';
  }
  return STATUSES.find((status) => status === availability) ?? null;
}

/** The twin of a page path that may end with an anchor (an FAQ answer's). */
function twinOf(siteUrl: string, locale: Locale, path: string): string {
  const hash = path.indexOf('#');
  if (hash < 0) return twinUrl(siteUrl, locale, path);
  return twinUrl(siteUrl, locale, path.slice(0, hash)) + path.slice(hash);
}

export function contentHitView(entry: ContentEntry, context: HitContext): ContentHitView {
  const { locale, siteUrl, directoryName, t } = context;
  const { business } = entry;
  const businessHref = localizedPath(locale, businessPath(business.slug));
  const href = localizedPath(locale, entry.path);
  const status =
    entry.kind === 'item' || entry.kind === 'event' ? statusOf(entry, context.now) : null;
  const itemType = CATALOG_ITEM_TYPES.find((type: CatalogItemType) => type === entry.itemType);
  const nearest = context.near ? nearestCity(entry, context.near) : null;
  const view: ContentHitView = {
    kind: entry.kind,
    key: entry.key,
    title: entry.title,
    summary: entry.summary,
    href,
    url: absoluteUrl(siteUrl, href),
    twinUrl: twinOf(siteUrl, locale, entry.path),
    business: {
      slug: business.slug,
      name: business.name,
      href: businessHref,
      url: absoluteUrl(siteUrl, businessHref),
      city: cityOf(entry, nearest?.slug ?? context.citySlug),
      category: business.category,
      isVerified: business.isVerified,
    },
    itemType: entry.itemType,
    typeLabel: itemType ? t(`Catalog.typeSingular.${itemType}`) : null,
    price: entry.price ? formatPriceParts(entry.price, locale, t('Catalog.free')) : null,
    date: dateOf(entry, locale),
    availability: status ? { status, text: t(`Catalog.${status}`) } : null,
    attribution: attributionLine(directoryName, siteUrl, business.slug),
    updatedAt: entry.updatedAt,
  };
  if (nearest) view.distanceKm = nearest.km;
  return view;
}

import type {
  Event,
  Offer,
  Product,
  RealEstateListing,
  IdReference,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import type { CatalogItemDetail } from '@/lib/api';
import { isoDateString } from '@/lib/catalog/enrichment-shapes';
import { businessNodeId } from './business-json-ld';
import type { CatalogItemModel } from '@/lib/models/catalog-item';

export interface CatalogItemJsonLdContext {
  siteUrl: string;
  businessSlug: string;
  /** The canonical URL of the item's page, in the reader's language. */
  pageUrl: string;
}

type FreeForm = Record<string, unknown> | null;

/** The first of `keys` found in the given objects, in order, that satisfies `read`. */
function lookUp<T>(
  sources: readonly FreeForm[],
  keys: readonly string[],
  read: (value: unknown) => T | null,
): T | null {
  for (const source of sources) {
    if (source === null) continue;
    for (const key of keys) {
      const found = read(source[key]);
      if (found !== null) return found;
    }
  }
  return null;
}

const isoDate = (value: unknown) => isoDateString(value)?.iso ?? null;

/** An ISO 4217 code from `currency` or `priceCurrency` in the attributes, or null. */
export function findCurrency(attributes: FreeForm): string | null {
  return lookUp([attributes], ['currency', 'priceCurrency'], (value) =>
    typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())
      ? value.trim().toUpperCase()
      : null,
  );
}

/** An event's start: `startDate`, `start_date` or `date`, in attributes then enrichment, valid dates only. */
export function findStartDate(
  item: Pick<CatalogItemDetail, 'attributes' | 'enrichment'>,
): string | null {
  return lookUp([item.attributes, item.enrichment], ['startDate', 'start_date', 'date'], isoDate);
}

function findEndDate(item: Pick<CatalogItemDetail, 'attributes' | 'enrichment'>): string | null {
  return lookUp([item.attributes, item.enrichment], ['endDate', 'end_date'], isoDate);
}

/**
 * An Offer only when the data gives both a price and a currency. The API has no currency
 * field, and an Offer with a price but no priceCurrency is invalid for Google, so an item
 * without one (in practice every item unless its attributes carry `currency` or
 * `priceCurrency`) gets no `offers` at all, and its availability is stated nowhere: a
 * guessed currency would be worse than none.
 */
export function offerNode(item: CatalogItemDetail, pageUrl: string): Offer | null {
  const currency = findCurrency(item.attributes);
  if (item.unitPrice === null || currency === null) return null;
  return {
    '@type': 'Offer',
    price: item.unitPrice,
    priceCurrency: currency,
    availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: pageUrl,
    ...(item.unitMeasure && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: item.unitPrice,
        priceCurrency: currency,
        unitText: item.unitMeasure,
      },
    }),
  };
}

function images(item: CatalogItemDetail): string | string[] | undefined {
  const all = [
    ...new Set(
      [item.imageUrl, ...item.additionalImageUrls].filter((url): url is string => url !== null),
    ),
  ];
  return all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
}

export type CatalogItemJsonLd =
  | WithContext<Product>
  | WithContext<Service>
  | WithContext<Event>
  | WithContext<RealEstateListing>
  | WithContext<Offer>
  | WithContext<Thing>;

/**
 * JSON-LD for one catalog item, typed by its itemType: Product, Service, Event (only with a
 * real start date, which Event requires; otherwise a plain Thing), RealEstateListing, Offer,
 * or a plain Thing for OTHER. Only what the data gives is stated.
 */
export function catalogItemJsonLd(
  item: CatalogItemDetail,
  context: CatalogItemJsonLdContext,
): CatalogItemJsonLd {
  const business: IdReference = { '@id': businessNodeId(context.siteUrl, context.businessSlug) };
  const image = images(item);
  const common = {
    '@id': `${context.pageUrl}#item`,
    name: item.label,
    url: context.pageUrl,
    ...(item.description && { description: item.description }),
    ...(image && { image }),
  };
  const offer = offerNode(item, context.pageUrl);
  const offers = offer ? { offers: offer } : {};
  const base = { '@context': 'https://schema.org' as const };
  switch (item.type) {
    case 'PRODUCT':
      return {
        ...base,
        '@type': 'Product',
        ...common,
        ...(item.brand && { brand: { '@type': 'Brand', name: item.brand } }),
        ...offers,
      };
    case 'SERVICE':
      return { ...base, '@type': 'Service', ...common, provider: business, ...offers };
    case 'EVENT': {
      const startDate = findStartDate(item);
      if (startDate === null) return { ...base, '@type': 'Thing', ...common };
      const endDate = findEndDate(item);
      const place = lookUp([item.attributes], ['location', 'venue'], (value) =>
        typeof value === 'string' && value.trim() ? value.trim() : null,
      );
      return {
        ...base,
        '@type': 'Event',
        ...common,
        startDate,
        ...(endDate && { endDate }),
        ...(place && { location: { '@type': 'Place', name: place } }),
        organizer: business,
        ...offers,
      };
    }
    case 'REAL_ESTATE':
      // A listing is a page about a property; schema.org gives it no `offers` of its own.
      return { ...base, '@type': 'RealEstateListing', ...common };
    case 'OFFER': {
      const currency = findCurrency(item.attributes);
      const validFrom = lookUp([item.attributes], ['validFrom', 'valid_from'], isoDate);
      const validThrough = lookUp([item.attributes], ['validThrough', 'valid_through'], isoDate);
      return {
        ...base,
        '@type': 'Offer',
        ...common,
        offeredBy: business,
        ...(validFrom && { validFrom }),
        ...(validThrough && { validThrough }),
        // The same rule as `offers`: a price is stated only with its currency.
        ...(item.unitPrice !== null &&
          currency && {
            price: item.unitPrice,
            priceCurrency: currency,
            availability: item.available
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          }),
      };
    }
    default:
      return { ...base, '@type': 'Thing', ...common };
  }
}

/** The item page's JSON-LD, from its model. */
export function catalogItemModelJsonLd({ frame, business, item }: CatalogItemModel) {
  return catalogItemJsonLd(item, {
    siteUrl: frame.siteUrl,
    businessSlug: business.slug,
    pageUrl: frame.canonicalUrl,
  });
}

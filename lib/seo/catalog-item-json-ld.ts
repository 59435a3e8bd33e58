import type {
  Event,
  Offer,
  Place,
  Product,
  RealEstateListing,
  IdReference,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import type { Business, CatalogItemDetail } from '@/lib/api';
import type { ItemFacts, WithFacts } from '@/lib/catalog/item-facts';
import { zonedIso } from '@/lib/text/zoned-date';
import { businessNodeId, postalAddress } from './business-json-ld';
import type { CatalogItemModel } from '@/lib/models/catalog-item';

export interface CatalogItemJsonLdContext {
  siteUrl: string;
  business: Pick<Business, 'slug'>;
  /** The canonical URL of the item's page, in the reader's language. */
  pageUrl: string;
}

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  unavailable: 'https://schema.org/OutOfStock',
  ended: 'https://schema.org/Discontinued',
  expired: 'https://schema.org/Discontinued',
} as const;

/**
 * An Offer only when the price has a currency (PRICE_CURRENCY, or one the item's attributes
 * state): an Offer with a price but no priceCurrency is invalid, and a guessed currency would
 * be worse than none. A regular price above the deal is stated as Google's strikethrough price.
 */
function offerNode(facts: ItemFacts, pageUrl: string): Offer | null {
  const price = facts.price;
  if (price === null || price.currency === null) return null;
  const currency = price.currency;
  const specifications = [
    ...(price.unit
      ? [
          {
            '@type': 'UnitPriceSpecification' as const,
            price: price.amount,
            priceCurrency: currency,
            unitText: price.unit,
          },
        ]
      : []),
    ...(price.regular !== null
      ? [
          {
            '@type': 'UnitPriceSpecification' as const,
            priceType: 'https://schema.org/StrikethroughPrice' as const,
            price: price.regular,
            priceCurrency: currency,
          },
        ]
      : []),
  ];
  const zoned = (value: ItemFacts['validFrom']) => (value ? zonedIso(value, facts.timeZone) : null);
  const validFrom = zoned(facts.validFrom);
  const validThrough = zoned(facts.validThrough);
  return {
    '@type': 'Offer',
    price: price.amount,
    priceCurrency: currency,
    availability: AVAILABILITY[facts.status],
    url: pageUrl,
    ...(validFrom && { validFrom }),
    ...(validThrough && { priceValidUntil: validThrough.slice(0, 10), validThrough }),
    ...(specifications.length > 0 && {
      priceSpecification: specifications.length === 1 ? specifications[0] : specifications,
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

/** Where an event happens, from its facts: the venue it names, or the business's address. */
function eventPlace(facts: ItemFacts): Place | null {
  const place = facts.place;
  if (place === null) return null;
  return {
    '@type': 'Place',
    name: place.name,
    address: place.location ? postalAddress(place.location) : place.address,
  };
}

export type CatalogItemJsonLd =
  | WithContext<Product>
  | WithContext<Service>
  | WithContext<Event>
  | WithContext<RealEstateListing>
  | WithContext<Offer>
  | WithContext<Thing>;

/**
 * JSON-LD for one catalog item, typed by its itemType, claiming only types the data can fill:
 * a Product only with an image and an offer (a price with its currency), since Google requires
 * both of a Product; an Event only with a start date; otherwise a plain Thing. Service,
 * RealEstateListing and Offer as the type says. Dates carry the offset of the business's place.
 */
export function catalogItemJsonLd(
  item: WithFacts<CatalogItemDetail>,
  context: CatalogItemJsonLdContext,
): CatalogItemJsonLd {
  const { facts } = item;
  const business: IdReference = { '@id': businessNodeId(context.siteUrl, context.business.slug) };
  const image = images(item);
  const common = {
    '@id': `${context.pageUrl}#item`,
    name: item.label,
    url: context.pageUrl,
    ...(item.description && { description: item.description }),
    ...(image && { image }),
  };
  const offer = offerNode(facts, context.pageUrl);
  const offers = offer ? { offers: offer } : {};
  const base = { '@context': 'https://schema.org' as const };
  const thing = { ...base, '@type': 'Thing' as const, ...common };
  switch (item.type) {
    case 'PRODUCT':
      if (offer === null || image === undefined) return thing;
      return {
        ...base,
        '@type': 'Product',
        ...common,
        ...(item.brand && { brand: { '@type': 'Brand', name: item.brand } }),
        offers: offer,
      };
    case 'SERVICE':
      return { ...base, '@type': 'Service', ...common, provider: business, ...offers };
    case 'EVENT': {
      if (facts.start === null) return thing;
      const place = eventPlace(facts);
      return {
        ...base,
        '@type': 'Event',
        ...common,
        startDate: zonedIso(facts.start, facts.timeZone),
        ...(facts.end && { endDate: zonedIso(facts.end, facts.timeZone) }),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        ...(place && { location: place }),
        organizer: business,
        ...offers,
      };
    }
    case 'REAL_ESTATE':
      // A listing is a page about a property; schema.org gives it no `offers` of its own.
      return { ...base, '@type': 'RealEstateListing', ...common };
    case 'OFFER': {
      const validFrom = facts.validFrom && zonedIso(facts.validFrom, facts.timeZone);
      const validThrough = facts.validThrough && zonedIso(facts.validThrough, facts.timeZone);
      return {
        ...base,
        '@type': 'Offer',
        ...common,
        offeredBy: business,
        ...(validFrom && { validFrom }),
        ...(validThrough && { validThrough }),
        availability: AVAILABILITY[facts.status],
        // The same rule as `offers`: a price is stated only with its currency.
        ...(offer && {
          price: offer.price,
          priceCurrency: offer.priceCurrency,
          ...(offer.priceSpecification && { priceSpecification: offer.priceSpecification }),
        }),
      };
    }
    default:
      return thing;
  }
}

/** The item page's JSON-LD, from its model. */
export function catalogItemModelJsonLd({ frame, business, item }: CatalogItemModel) {
  return catalogItemJsonLd(item, {
    siteUrl: frame.siteUrl,
    business,
    pageUrl: frame.canonicalUrl,
  });
}

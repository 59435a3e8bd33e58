import { describe, expect, it } from 'vitest';
import type { CatalogItemDetail, CatalogItemType } from '@/lib/api';
import { attributeCurrency, withFacts } from '@/lib/catalog/item-facts';
import { businessNodeId } from './business-json-ld';
import { catalogItemJsonLd } from './catalog-item-json-ld';

const business = {
  slug: 'shop',
  name: 'Shop',
  locations: [{ address: '1 Main St', city: 'Ottawa', postalCode: 'K1N 5Y8', country: 'Canada' }],
};
const context = {
  siteUrl: 'https://dir.example',
  business,
  pageUrl: 'https://dir.example/fr/business/shop/catalog/drill',
};
const NOW = new Date('2026-01-15T12:00:00Z');

function item(overrides: Partial<CatalogItemDetail> = {}): CatalogItemDetail {
  return {
    id: '1',
    slug: 'drill',
    label: 'Drill',
    description: 'A drill.',
    type: 'PRODUCT',
    unitPrice: 129,
    unitMeasure: 'each',
    imageUrl: 'https://img.example/drill.png',
    brand: 'Voltaire',
    tags: ['tools'],
    available: true,
    attributes: {},
    additionalImageUrls: ['https://img.example/case.png'],
    markdown: null,
    fullUrl: null,
    enrichment: null,
    ...overrides,
  };
}

/** The block as plain JSON, the way a crawler reads it; `currency` is PRICE_CURRENCY. */
const ld = (entry: CatalogItemDetail, currency: string | null = null) =>
  JSON.parse(
    JSON.stringify(
      catalogItemJsonLd(
        withFacts(entry, { currency, timeZone: 'America/Toronto', now: NOW, business }),
        context,
      ),
    ),
  ) as Record<string, unknown>;

describe('catalogItemJsonLd', () => {
  it('types each item by its itemType when the data fills the type', () => {
    const expected: Record<CatalogItemType, string> = {
      PRODUCT: 'Product',
      SERVICE: 'Service',
      REAL_ESTATE: 'RealEstateListing',
      OFFER: 'Offer',
      OTHER: 'Thing',
      EVENT: 'Event',
    };
    for (const [type, schemaType] of Object.entries(expected)) {
      const attributes = type === 'EVENT' ? { startDate: '2026-04-18T14:00:00Z' } : {};
      expect(ld(item({ type: type as CatalogItemType, attributes }), 'CAD')['@type'], type).toBe(
        schemaType,
      );
    }
  });

  it('claims no Product without a currency: a Product without offers fails Google', () => {
    const block = ld(item());
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      '@id': `${context.pageUrl}#item`,
      name: 'Drill',
      url: context.pageUrl,
      description: 'A drill.',
      image: ['https://img.example/drill.png', 'https://img.example/case.png'],
    });
    expect(JSON.stringify(block)).not.toMatch(/InStock|OutOfStock|price/);
  });

  it('claims no Product without an image, which Google requires too', () => {
    const bare = item({ imageUrl: null, additionalImageUrls: [] });
    expect(ld(bare, 'CAD')['@type']).toBe('Thing');
  });

  it('makes a Product with offers from PRICE_CURRENCY or a currency the attributes give', () => {
    const block = ld(item({ available: false }), 'CAD');
    expect(block).toMatchObject({ '@type': 'Product', brand: { name: 'Voltaire' } });
    expect(block.offers).toEqual({
      '@type': 'Offer',
      price: 129,
      priceCurrency: 'CAD',
      availability: 'https://schema.org/OutOfStock',
      url: context.pageUrl,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 129,
        priceCurrency: 'CAD',
        unitText: 'each',
      },
    });
    expect(ld(item({ attributes: { currency: 'eur' } }))).toMatchObject({
      offers: { priceCurrency: 'EUR' },
    });
    expect(ld(item({ attributes: { priceCurrency: 'dollars' } }))).not.toHaveProperty('offers');
    expect(ld(item({ unitPrice: null }), 'CAD')).not.toHaveProperty('offers');
  });

  it('states a regular price above the deal as a strikethrough price', () => {
    const block = ld(item({ unitMeasure: null, attributes: { regularPrice: 159 } }), 'CAD');
    expect(block.offers).toMatchObject({
      price: 129,
      priceSpecification: {
        priceType: 'https://schema.org/StrikethroughPrice',
        price: 159,
        priceCurrency: 'CAD',
      },
    });
  });

  it('makes an Event from a valid start date, in the place zone, with a place and address', () => {
    const event = ld(
      item({
        type: 'EVENT',
        brand: null,
        attributes: { start_date: '2026-04-18T14:00:00Z', location: 'Orléans store' },
      }),
    );
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-04-18T10:00:00-04:00',
      location: { '@type': 'Place', name: 'Orléans store', address: 'Orléans store' },
      organizer: { '@id': businessNodeId(context.siteUrl, 'shop') },
    });
    // No venue: the business's own address, its country as an ISO code.
    expect(ld(item({ type: 'EVENT', attributes: { date: '2026-05-01' } }))).toMatchObject({
      startDate: '2026-05-01',
      location: {
        name: 'Shop',
        address: { '@type': 'PostalAddress', addressLocality: 'Ottawa', addressCountry: 'CA' },
      },
    });
    expect(ld(item({ type: 'EVENT', enrichment: { date: '2026-05-01T10:00:00Z' } }))).toMatchObject(
      { '@type': 'Event', startDate: '2026-05-01T06:00:00-04:00' },
    );
    expect(ld(item({ type: 'EVENT', attributes: { startDate: 'next Saturday' } }))['@type']).toBe(
      'Thing',
    );
    expect(ld(item({ type: 'EVENT' }))['@type']).toBe('Thing');
  });

  it('links a Service to its provider and an Offer to the business offering it', () => {
    expect(ld(item({ type: 'SERVICE' }))).toMatchObject({
      provider: { '@id': businessNodeId(context.siteUrl, 'shop') },
    });
    const offer = ld(
      item({
        type: 'OFFER',
        attributes: { validFrom: '2025-09-01', validThrough: '2025-12-15T23:59:59Z' },
      }),
    );
    expect(offer).toMatchObject({
      offeredBy: { '@id': businessNodeId(context.siteUrl, 'shop') },
      validFrom: '2025-09-01',
      validThrough: '2025-12-15',
      // Past its validThrough: expired, whatever the API's flag says.
      availability: 'https://schema.org/Discontinued',
    });
    expect(offer).not.toHaveProperty('price');
    expect(ld(item({ type: 'OFFER' }), 'CAD')).toMatchObject({ price: 129, priceCurrency: 'CAD' });
  });

  it('leaves out what the data does not give', () => {
    const bare = ld(
      item({ description: null, imageUrl: null, additionalImageUrls: [], brand: null }),
    );
    expect(Object.keys(bare).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
    expect(ld(item({ additionalImageUrls: [] })).image).toBe('https://img.example/drill.png');
  });
});

describe('attributeCurrency', () => {
  it('reads only well-formed codes', () => {
    expect(attributeCurrency({ currency: ' eur ' })).toBe('EUR');
    expect(attributeCurrency({ currency: 5 })).toBeNull();
    expect(attributeCurrency(null)).toBeNull();
  });
});

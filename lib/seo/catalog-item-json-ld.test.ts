import { describe, expect, it } from 'vitest';
import type { CatalogItemDetail, CatalogItemType } from '@/lib/api';
import { businessNodeId } from './business-json-ld';
import { catalogItemJsonLd, findCurrency, findStartDate } from './catalog-item-json-ld';

const context = {
  siteUrl: 'https://dir.example',
  businessSlug: 'shop',
  pageUrl: 'https://dir.example/fr/business/shop/catalog/drill',
};

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

/** The block as plain JSON, the way a crawler reads it. */
const ld = (entry: CatalogItemDetail) =>
  JSON.parse(JSON.stringify(catalogItemJsonLd(entry, context))) as Record<string, unknown>;

describe('catalogItemJsonLd', () => {
  it('types each item by its itemType', () => {
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
      expect(ld(item({ type: type as CatalogItemType, attributes }))['@type'], type).toBe(
        schemaType,
      );
    }
  });

  it('states a Product with name, description, images, brand and the page URL, without offers when no currency is given', () => {
    const block = ld(item());
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${context.pageUrl}#item`,
      name: 'Drill',
      url: context.pageUrl,
      description: 'A drill.',
      image: ['https://img.example/drill.png', 'https://img.example/case.png'],
      brand: { '@type': 'Brand', name: 'Voltaire' },
    });
    expect(JSON.stringify(block)).not.toMatch(/InStock|OutOfStock|price/);
  });

  it('adds offers with price, currency and availability only when the attributes give a currency', () => {
    const block = ld(item({ attributes: { currency: 'cad' }, available: false }));
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
    expect(ld(item({ attributes: { priceCurrency: 'dollars' } }))).not.toHaveProperty('offers');
    expect(ld(item({ unitPrice: null, attributes: { currency: 'CAD' } }))).not.toHaveProperty(
      'offers',
    );
  });

  it('makes an Event only from a valid start date, else a Thing', () => {
    const event = ld(
      item({
        type: 'EVENT',
        brand: null,
        attributes: { start_date: '2026-04-18', location: 'Store' },
      }),
    );
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-04-18',
      location: { '@type': 'Place', name: 'Store' },
      organizer: { '@id': businessNodeId(context.siteUrl, 'shop') },
    });
    expect(
      ld(item({ type: 'EVENT', attributes: { date: '2026-05-01', venue: 'Hall' } })),
    ).toMatchObject({ location: { name: 'Hall' } });
    expect(ld(item({ type: 'EVENT', enrichment: { date: '2026-05-01T10:00:00Z' } }))).toMatchObject(
      { '@type': 'Event', startDate: '2026-05-01T10:00:00Z' },
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
      validThrough: '2025-12-15T23:59:59Z',
    });
    expect(offer).not.toHaveProperty('price');
    expect(ld(item({ type: 'OFFER', attributes: { currency: 'CAD' } }))).toMatchObject({
      price: 129,
      priceCurrency: 'CAD',
    });
  });

  it('leaves out what the data does not give', () => {
    const bare = ld(
      item({ description: null, imageUrl: null, additionalImageUrls: [], brand: null }),
    );
    expect(Object.keys(bare).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
    expect(ld(item({ additionalImageUrls: [] })).image).toBe('https://img.example/drill.png');
  });
});

describe('findCurrency and findStartDate', () => {
  it('read only well-formed values', () => {
    expect(findCurrency({ currency: ' eur ' })).toBe('EUR');
    expect(findCurrency({ currency: 5 })).toBeNull();
    expect(findCurrency(null)).toBeNull();
    expect(findStartDate({ attributes: { date: '2026-02-30' }, enrichment: null })).toBeNull();
    expect(findStartDate({ attributes: {}, enrichment: { startDate: '2026-02-03' } })).toBe(
      '2026-02-03',
    );
  });
});

import type { CatalogItem, Locale } from '@/lib/api';
import type { ListingEntry } from '@/lib/directory/listing-index';
import type { FakeSections } from './fake-section-reader';

/* Businesses and sections for the sync's unit tests. */

export function listingEntry(slug: string, overrides: Partial<ListingEntry> = {}): ListingEntry {
  return {
    slug,
    name: `Business ${slug}`,
    description: '',
    logoUrl: null,
    category: 'Bakery',
    categorySlug: 'bakery',
    cities: ['Montréal', 'Gatineau'],
    regions: ['CA-QC'],
    isVerified: true,
    updatedAt: '2026-01-01T00:00:00Z',
    searchText: '',
    ...overrides,
  };
}

export function catalogItem(slug: string, overrides: Partial<CatalogItem> = {}): CatalogItem {
  return {
    id: `id-${slug}`,
    slug,
    label: `Item ${slug}`,
    description: `About ${slug}`,
    type: 'PRODUCT',
    unitPrice: 4.5,
    unitMeasure: 'loaf',
    imageUrl: null,
    brand: null,
    tags: ['bread'],
    available: true,
    attributes: {},
    ...overrides,
  };
}

/** One of each kind: a product, an event in Gatineau, two answers, an article, a PDF, an image. */
export function everyKind(locale: Locale): FakeSections {
  const fr = locale === 'fr';
  return {
    business: {
      name: 'Boulangerie',
      locations: [
        { address: '12 rue Laval', city: 'Gatineau', postalCode: 'J8X 3H3', country: 'Canada' },
      ],
    },
    items: [
      catalogItem('baguette', { label: fr ? 'Baguette tradition' : 'Traditional baguette' }),
      catalogItem('bread-class', {
        label: fr ? 'Atelier de pain' : 'Bread class',
        type: 'EVENT',
        unitPrice: 40,
        attributes: { startDate: '2026-06-21T00:00:00Z', endDate: '2026-06-21T02:00:00Z' },
      }),
    ],
    faq: {
      updatedAt: '2026-01-02T00:00:00Z',
      categories: [
        {
          name: 'Orders',
          questions: [
            {
              question: fr ? 'Livrez-vous ?' : 'Do you deliver?',
              answerMarkdown: fr ? 'Oui, **le samedi**.' : 'Yes, **on Saturdays**.',
              anchor: fr ? 'livrez-vous' : 'do-you-deliver',
            },
          ],
        },
      ],
      uncategorizedQuestions: [{ question: 'Gluten?', answerMarkdown: 'No.', anchor: 'gluten' }],
    },
    articles: [
      {
        slug: 'sourdough',
        title: fr ? 'Le levain' : 'Sourdough',
        description: fr ? 'Notre levain' : 'Our starter',
        publishedAt: '2025-12-01T00:00:00Z',
        updatedAt: '2025-12-02T00:00:00Z',
      },
    ],
    bodies: { sourdough: '## Starter\n\nFeed it **daily**. [More](https://example.org)' },
    documents: [
      {
        id: 'doc-1',
        slug: 'price-list',
        label: fr ? 'Liste de prix' : 'Price list',
        description: null,
        type: 'PDF',
        fileSize: 1000,
        thumbnailUrl: null,
        createdAt: '2025-11-01T00:00:00Z',
        updatedAt: '2025-11-02T00:00:00Z',
      },
      {
        id: 'doc-2',
        slug: null,
        label: 'Storefront',
        description: 'Our shop',
        type: 'IMAGE',
        fileSize: null,
        thumbnailUrl: null,
        createdAt: '2025-11-01T00:00:00Z',
        updatedAt: '2025-11-01T00:00:00Z',
      },
    ],
    renditions: { 'doc-1': '# Prices\n\n| Item | Price |\n|---|---|\n| Baguette | $4 |' },
  };
}

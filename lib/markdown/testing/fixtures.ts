import { withFacts, type ItemFactsContext, type WithFacts } from '@/lib/catalog/item-facts';
import type {
  BlogArticle,
  Business,
  CatalogItemDetail,
  DocumentDetail,
  Faq,
  Paged,
  Review,
} from '@/lib/api';
import { siteTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';
import { documentFile } from '@/lib/models/document-file';
import type { ListedDocument } from '@/lib/models/listed-document';
import type { MarkdownContext } from '../context';

/*
 * Test data for the companion renderers. Every untrusted field carries an attempt to inject a
 * link, an image or raw HTML, so that each renderer's test can check none gets through.
 */

export const SITE = 'https://directory.example';
const DIRECTORY = 'Open Business Directory';
const EVIL =
  '[pwned](https://evil.example) <img src=x onerror=alert(1)> ![i](https://evil.example/i.png) https://evil.example';

export function context(locale: Locale = 'en'): MarkdownContext {
  return { locale, siteUrl: SITE, directoryName: DIRECTORY, t: siteTranslator(locale) };
}

export const business: Business = {
  slug: 'cafe-soleil',
  name: `Café Soleil ${EVIL}`,
  websiteUrl: 'https://cafe.example/',
  description: `Coffee and pastries. ${EVIL}`,
  logoUrl: null,
  email: 'hello@cafe.example',
  phone: '+1 514-555-0100',
  legalName: `9999-0000 Québec inc. ${EVIL}`,
  primaryLanguage: 'fr',
  locations: [
    { address: '1 Rue Sainte-Catherine', city: 'Montréal', postalCode: 'H2X 1Y4', country: 'CA' },
  ],
  areas: ['Plateau', EVIL],
  category: `Café ${EVIL}`,
  tags: ['coffee', EVIL],
  markdown: `# Our story\n\nRoasted daily. [bad](javascript:alert(1)) <script>alert(1)</script>\n\n[ok](https://cafe.example/story)`,
  updatedAt: '2025-03-01T10:00:00.000Z',
  businessTypes: [{ id: 't1', label: `Coffee shop ${EVIL}` }],
  visibility: 'PUBLIC',
  isVerified: true,
};

export const article: BlogArticle = {
  slug: 'new-roast',
  title: `A new roast ${EVIL}`,
  description: `Our new espresso. ${EVIL}`,
  publishedAt: '2025-02-01T00:00:00.000Z',
  updatedAt: '2025-02-03T00:00:00.000Z',
  markdown:
    '## Tasting notes\n\nChocolate <iframe src="javascript:alert(1)"></iframe> and [cherry](data:text/html,x).',
  untrustedHtml: '<p>ignored</p>',
  keywords: ['espresso', EVIL],
};

export const faq: Faq = {
  updatedAt: '2025-01-01T00:00:00.000Z',
  categories: [
    {
      name: `Orders ${EVIL}`,
      questions: [
        {
          question: `Do you deliver? ${EVIL}`,
          answerMarkdown: 'Yes, **within 5 km**. <b>x</b> [pay](javascript:x)',
          anchor: 'q1',
        },
      ],
    },
  ],
  uncategorizedQuestions: [{ question: 'Wi-Fi?', answerMarkdown: 'Free.', anchor: 'q2' }],
};

export function paged<T>(items: T[], page: number, limit: number, total: number): Paged<T> {
  return { items, page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export const review: Review & { lang: 'en' | 'fr' | null } = {
  author: `Jane ${EVIL}`,
  rating: 4.5,
  title: `Great coffee ${EVIL}`,
  content: `Loved it.\n\nWould come back. ${EVIL}`,
  reviewedAt: '2025-02-10T00:00:00.000Z',
  lang: 'en',
};

export const rawItem: CatalogItemDetail = {
  id: 'i1',
  slug: 'espresso-beans',
  label: `Espresso beans ${EVIL}`,
  description: `Dark roast. ${EVIL}`,
  type: 'PRODUCT',
  unitPrice: 18.5,
  unitMeasure: 'bag (340 g)',
  imageUrl: 'https://img.example/beans.png',
  brand: `Soleil ${EVIL}`,
  tags: ['beans'],
  available: true,
  attributes: { origin: `Brazil ${EVIL}`, weight: 340, organic: true },
  additionalImageUrls: [],
  markdown: 'Notes of **cocoa**. <style>body{}</style>',
  fullUrl: 'https://cafe.example/beans',
  enrichment: { faq: [{ q: 'Grind?', a: '```` breakout ````' }] },
};

/** The settings item facts are worked out with in these tests: no currency, Montréal, 2026. */
export const FACTS_CONTEXT: ItemFactsContext = {
  currency: null,
  timeZone: 'America/Toronto',
  now: new Date('2026-01-15T12:00:00Z'),
  business: null,
};

/** An item with its facts, as the models hand it to the renderers. */
export function itemWith(changes: Partial<CatalogItemDetail> = {}): WithFacts<CatalogItemDetail> {
  return withFacts({ ...rawItem, ...changes }, FACTS_CONTEXT);
}

export const item = itemWith();

export const documentDetail: DocumentDetail = {
  id: '7d9c1b2e-0000-4000-8000-000000000001',
  slug: 'menu-2025',
  label: `Menu 2025 ${EVIL}`,
  description: `Our menu. ${EVIL}`,
  type: 'PDF',
  fileSize: 1_250_000,
  thumbnailUrl: null,
  createdAt: '2025-01-05T00:00:00.000Z',
  updatedAt: '2025-01-06T00:00:00.000Z',
  markdown:
    '# Menu\n\n| Item | Price |\n|---|---|\n| Latte | 5 |\n\n<a href="javascript:alert(1)">x</a>',
  seoTitle: null,
  seoDescription: null,
  seoKeywords: ['menu'],
  jsonLd: null,
};

/** A document as the list's model hands it over: with its file, read from its own answer. */
export function listedDocument(
  document: DocumentDetail = documentDetail,
  locale: Locale = 'en',
): ListedDocument {
  return { ...document, file: documentFile(document, document, locale) };
}

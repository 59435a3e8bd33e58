import { NOW, type HostileBusiness, validBusiness, emptySections, times } from './hostile-business';

/*
 * The hostile business hostile-thousands: thousands of articles and FAQ questions, and paged
 * endpoints that ignore `limit` (thousands of items per page) with totals that disagree with
 * them.
 */

export function thousands(): HostileBusiness {
  const slug = 'hostile-thousands';
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + (n % 365) * 86_400_000).toISOString();
  const articles = times(2500, (n) => ({
    slug: `article-${n}`,
    title: `Article ${n}`,
    description: `Article number ${n}.`,
    publishedDate: day(n),
    updatedAt: day(n),
  }));
  const question = (n: number) => ({
    question: `Question ${n}?`,
    response: `Answer ${n}.`,
    responsePublic: `<p>Answer ${n}.</p>`,
  });
  const items = times(3000, (n) => ({
    id: `item-${n}`,
    label: `Item ${n}`,
    description: null,
    itemSlug: `item-${n}`,
    itemType: 'PRODUCT',
    unitPrice: n,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags: null,
    available: true,
    attributes: null,
  }));
  const documents = times(2000, (n) => ({
    id: `doc-${n}`,
    slug: null,
    label: `Document ${n}`,
    description: null,
    type: 'PDF',
    fileSize: n,
    thumbnailUrl: null,
    createdAt: NOW,
    updatedAt: NOW,
  }));
  const base = emptySections(slug, validBusiness(slug, 'Thousands of Things', 'PUBLIC'));
  return {
    ...base,
    articleList: { articles, total: 3 },
    articles: {
      'article-0': {
        ...articles[0],
        content: 'The first of many.',
        contentPublic: '',
        keywords: '',
      },
    },
    faq: {
      updatedAt: NOW,
      categories: times(30, (c) => ({
        name: `Category ${c}`,
        questions: times(40, (q) => question(c * 40 + q)),
      })),
      uncategorizedQuestions: times(300, (n) => question(1200 + n)),
    },
    // Paged endpoints that ignore `page` and `limit`, with totals that disagree with the items.
    reviews: {
      reviews: times(3000, (n) => ({
        author: `Reviewer ${n}`,
        ratingValue: n % 6,
        title: `Review ${n}`,
        content: `Review number ${n}.`,
        contentPublic: '',
        reviewDate: day(n),
      })),
      total: 7,
      page: 1,
      limit: 20,
    },
    catalog: { items, total: 5, page: 1, limit: 20 },
    items: {
      'item-0': {
        ...items[0],
        additionalImages: null,
        mdContent: null,
        fullUrl: null,
        enrichment: null,
      },
    },
    documentList: { data: documents, total: 1, totalPages: 0 },
    documents: {
      'doc-0': {
        ...documents[0],
        markdownContent: null,
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        jsonLd: null,
      },
    },
  };
}

import { NOW, type HostileBusiness, validBusiness, emptySections } from './hostile-business';

/*
 * The hostile business hostile/../odd slug 100%: a slug with "/", "..", "%" and spaces, and
 * sub-resources named likewise (one holds a literal "%C3%A9", which must not be decoded twice).
 */

export const ODD_SLUG = 'hostile/../odd slug 100%';
export const ODD_ARTICLE_SLUG = 'caf%C3%A9 / ../tips 50%';

export function oddSlugs(): HostileBusiness {
  const slug = ODD_SLUG;
  const article = {
    slug: ODD_ARTICLE_SLUG,
    title: 'An article with an odd slug',
    description: 'Its slug holds a literal %C3%A9.',
    publishedDate: NOW,
    updatedAt: NOW,
  };
  const item = {
    id: 'odd-item',
    label: 'An item with an odd slug',
    description: null,
    itemSlug: '../item ?#',
    itemType: 'SERVICE',
    unitPrice: null,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags: null,
    available: true,
    attributes: null,
  };
  const document = {
    id: '../doc 1',
    slug: null,
    label: 'A document with an odd id',
    description: null,
    type: 'PDF',
    fileSize: null,
    thumbnailUrl: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
  const base = emptySections(slug, {
    ...validBusiness(slug, 'Odd Slug & Co.', 'PUBLIC'),
    mdContent: '# Odd slug\n\nEvery link to this business is percent-encoded.',
  });
  return {
    ...base,
    articleList: { articles: [article], total: 1 },
    articles: {
      [article.slug]: {
        ...article,
        content: 'Article body.',
        contentPublic: '<p>Article body.</p>',
        keywords: 'odd',
      },
    },
    faq: {
      updatedAt: NOW,
      categories: [],
      uncategorizedQuestions: [
        { question: 'Is this slug odd?', response: 'Yes.', responsePublic: '<p>Yes.</p>' },
      ],
    },
    reviews: {
      reviews: [
        {
          author: 'Odd',
          ratingValue: 4,
          title: 'Odd',
          content: 'Odd but fine.',
          contentPublic: '',
          reviewDate: NOW,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    },
    catalog: { items: [item], total: 1, page: 1, limit: 20 },
    items: {
      [item.itemSlug]: {
        ...item,
        additionalImages: null,
        mdContent: 'An odd item.',
        fullUrl: null,
        enrichment: null,
      },
    },
    documentList: { data: [document], total: 1, totalPages: 1 },
    documents: {
      [document.id]: {
        ...document,
        markdownContent: 'An odd document.',
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        jsonLd: null,
      },
    },
  };
}

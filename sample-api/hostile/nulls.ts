import type { JsonObject } from '../types';
import { type HostileBusiness } from './hostile-business';

/*
 * The hostile business hostile-nulls: null in every field, and null items inside arrays.
 */

export function allNulls(): HostileBusiness {
  const slug = 'hostile-nulls';
  const nullBusiness: JsonObject = Object.fromEntries(
    [
      'businessName',
      'website',
      'description',
      'logo',
      'email',
      'phone',
      'legalName',
      'primaryLanguage',
      'locations',
      'areas',
      'category',
      'tags',
      'mdContent',
      'updatedAt',
      'businessTypes',
      'visibility',
      'isVerified',
    ].map((key) => [key, null]),
  );
  return {
    slug,
    business: { ...nullBusiness, slug, _citation: null },
    articleList: { articles: null, total: null },
    articles: {},
    faq: {
      updatedAt: null,
      categories: [null, { name: null, questions: null }],
      uncategorizedQuestions: null,
    },
    reviews: {
      reviews: [
        null,
        {
          author: null,
          ratingValue: null,
          title: null,
          content: null,
          contentPublic: null,
          reviewDate: null,
        },
      ],
      total: null,
      page: null,
      limit: null,
    },
    catalog: {
      items: [null, { id: null, label: null, itemSlug: null, itemType: null, available: null }],
      total: null,
      page: null,
      limit: null,
    },
    items: {},
    documentList: { data: null, total: null, totalPages: null },
    documents: {},
  };
}

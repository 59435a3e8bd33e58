import type { JsonObject } from '../types';
import { NOW, type HostileBusiness } from './hostile-business';

/*
 * The hostile business hostile-wrong-types: strings where arrays are due, numbers as strings,
 * unknown enum values, ratings of 7 and -1, unparseable dates, totals that disagree with the
 * items.
 */

export function wrongTypes(): HostileBusiness {
  // Every field of the wrong type; listed in the catalog and served as its own item page.
  const spaceship: JsonObject = {
    id: 1,
    label: null,
    description: 42,
    itemSlug: 'spaceship',
    itemType: 'SPACESHIP',
    unitPrice: '12.50',
    unitMeasure: 3,
    imageUrl: 'ftp://example.com/image.png',
    brand: ['brand'],
    tags: 'a,b',
    available: 'yes',
    attributes: [1, 2, 3],
  };
  // The same for a document: listed, and its own document page with a body added.
  const wrongDocument: JsonObject = {
    id: 99,
    slug: 7,
    label: null,
    description: [],
    type: 'DOCX',
    fileSize: '12 MB',
    thumbnailUrl: 'not a url',
    createdAt: 'last tuesday',
    updatedAt: -1,
  };
  const slug = 'hostile-wrong-types';
  return {
    slug,
    business: {
      businessName: 'Wrong Types Ltd.',
      slug,
      website: 'not a url at all',
      description: 12,
      logo: 12345,
      email: ['wrong@types.example'],
      phone: 5145550000,
      legalName: { name: 'an object' },
      primaryLanguage: 42,
      locations: { address: '1 Object Street', city: 'Montréal' },
      areas: 'Montréal, Laval',
      category: ['array', 'category'],
      tags: 'one,two,three',
      mdContent: { markdown: '# not a string' },
      updatedAt: 'yesterday at noon-ish',
      businessTypes: [{ id: 7, label: null }, 'plain string', null],
      visibility: 'SECRET',
      isVerified: 'true',
    },
    articleList: {
      articles: [
        {
          slug: 'real-article',
          title: 'Dates are wrong',
          description: null,
          publishedDate: '2025-13-45T99:99:99Z',
          updatedAt: '',
        },
        {
          slug: 17,
          title: ['array title'],
          description: 'number slug',
          publishedDate: 1700000000000,
          updatedAt: 'not a date',
        },
      ],
      total: '5',
    },
    articles: {
      'real-article': {
        slug: 'real-article',
        title: 'Dates are wrong',
        description: null,
        publishedDate: 'soon',
        updatedAt: 'never',
        content: ['not', 'a', 'string'],
        contentPublic: 42,
        keywords: ['should', 'be', 'a', 'string'],
      },
    },
    faq: {
      updatedAt: 12,
      categories: 'none',
      uncategorizedQuestions: [
        { question: null, response: 42, responsePublic: false },
        'just a string',
      ],
    },
    reviews: {
      reviews: [
        {
          author: 'Seven Stars',
          ratingValue: 7,
          title: 'Too good',
          content: 'Out of range',
          contentPublic: '<p>Out of range</p>',
          reviewDate: NOW,
        },
        {
          author: 'Minus One',
          ratingValue: -1,
          title: 'Too bad',
          content: 'Negative',
          contentPublic: '<p>Negative</p>',
          reviewDate: '31/12/2025',
        },
        {
          author: 'String Rating',
          ratingValue: '4.5',
          title: 'Number as string',
          content: 'Rating is a string',
          contentPublic: '',
          reviewDate: 'not a date',
        },
        {
          author: 42,
          ratingValue: null,
          title: null,
          content: null,
          contentPublic: null,
          reviewDate: null,
        },
        {
          author: 'Huge',
          ratingValue: 1e308,
          title: 'Huge',
          content: 'Huge rating',
          contentPublic: '',
          reviewDate: '0000-00-00T00:00:00Z',
        },
      ],
      total: 3,
      page: '1',
      limit: '20',
    },
    catalog: {
      items: [
        spaceship,
        {
          id: 'second',
          label: 'Negative price',
          description: null,
          itemSlug: 'negative-price',
          itemType: 'product',
          unitPrice: -50,
          unitMeasure: null,
          imageUrl: '//no-scheme.example/x.png',
          brand: null,
          tags: [1, null],
          available: 0,
          attributes: 'not an object',
        },
      ],
      total: 1000,
      page: 7,
      limit: 0,
    },
    items: {
      spaceship: {
        ...spaceship,
        additionalImages: 'https://example.com/one.png',
        mdContent: 42,
        fullUrl: 'www.example.com',
        enrichment: ['not', 'an', 'object'],
      },
    },
    documentList: {
      data: [wrongDocument],
      total: 0,
      totalPages: 99,
    },
    documents: {
      '99': {
        ...wrongDocument,
        markdownContent: { md: true },
        seoTitle: 1,
        seoDescription: false,
        seoKeywords: 'comma,separated',
        jsonLd: '{"@type":"string not object"}',
      },
    },
  };
}

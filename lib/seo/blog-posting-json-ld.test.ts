import { describe, expect, it } from 'vitest';
import type { BlogArticle, Business } from '@/lib/api';
import { blogPostingJsonLd } from './blog-posting-json-ld';

const SITE = 'https://directory.example';

const business: Business = {
  slug: 'café-soleil',
  name: 'Café Soleil',
  websiteUrl: null,
  description: '',
  logoUrl: null,
  email: null,
  phone: null,
  legalName: null,
  primaryLanguage: null,
  locations: [],
  areas: [],
  category: '',
  tags: [],
  markdown: null,
  updatedAt: null,
  businessTypes: [],
  visibility: 'PUBLIC',
  isVerified: false,
};

const article: BlogArticle = {
  slug: 'roasting',
  title: 'How we roast',
  description: 'Light, then dark.',
  publishedAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-04-02T08:30:00.000Z',
  markdown: '# Roasting',
  untrustedHtml: '<h1>Roasting</h1>',
  keywords: ['coffee', 'roasting'],
};

const pageUrl = `${SITE}/fr/business/caf%C3%A9-soleil/blog/roasting`;

describe('blogPostingJsonLd', () => {
  it('states the article, the business as author and the directory as publisher', () => {
    expect(
      blogPostingJsonLd(article, business, {
        siteUrl: SITE,
        directoryName: 'Open Directory',
        pageUrl,
        locale: 'fr',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How we roast',
      description: 'Light, then dark.',
      datePublished: '2024-03-01T10:00:00.000Z',
      dateModified: '2024-04-02T08:30:00.000Z',
      author: {
        '@type': 'Organization',
        '@id': `${SITE}/business/caf%C3%A9-soleil#business`,
        name: 'Café Soleil',
        url: `${SITE}/business/caf%C3%A9-soleil`,
      },
      // Google asks for an image and the publisher's logo: the business's logo stands for the
      // article's image when the business has none (this one has none), else the directory's.
      image: `${SITE}/icon.svg`,
      publisher: {
        '@type': 'Organization',
        '@id': `${SITE}/#organization`,
        name: 'Open Directory',
        url: `${SITE}/`,
        logo: { '@type': 'ImageObject', url: `${SITE}/icon.svg` },
      },
      mainEntityOfPage: pageUrl,
      url: pageUrl,
      inLanguage: 'fr',
      keywords: 'coffee, roasting',
    });
  });

  it('never invents a date, a description or keywords the article does not have', () => {
    const data = blogPostingJsonLd(
      { ...article, description: '', publishedAt: null, updatedAt: null, keywords: [] },
      business,
      { siteUrl: SITE, directoryName: 'D', pageUrl, locale: 'en' },
    );
    for (const key of ['datePublished', 'dateModified', 'description', 'keywords']) {
      expect(data, key).not.toHaveProperty(key);
    }
    expect(data).toMatchObject({ headline: 'How we roast', inLanguage: 'en' });
  });
});

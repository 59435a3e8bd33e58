import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import { attributionLine } from '@/lib/urls/attribution';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { businessJsonLd } from './business-json-ld';
import { pageMetadata, truncate } from './page-metadata';
import { serializeJsonLd } from './serialize-json-ld';

const SITE = 'https://directory.example';

const base: Business = {
  slug: 'cafe',
  name: 'Café Soleil',
  websiteUrl: 'https://cafe.example/',
  description: 'Coffee',
  logoUrl: null,
  email: 'hi@cafe.example',
  phone: '+1 514 555 0100',
  legalName: null,
  primaryLanguage: 'fr',
  locations: [],
  areas: [],
  category: 'Café',
  tags: [],
  markdown: null,
  updatedAt: null,
  businessTypes: [],
  visibility: 'PUBLIC',
  isVerified: true,
};

describe('serializeJsonLd', () => {
  it('cannot be closed or commented out by the data, and parses back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const serialized = serializeJsonLd(data);
    expect(serialized).not.toMatch(/[<>&]/);
    expect(serialized).not.toContain('\u2028');
    expect(JSON.parse(serialized)).toEqual(data);
  });
});

describe('attributionLine', () => {
  it('follows the spec format exactly, with an encoded canonical URL', () => {
    expect(attributionLine('Open Business Directory', SITE, 'café soleil')).toBe(
      'Source: Open Business Directory — https://directory.example/business/caf%C3%A9%20soleil',
    );
  });
});

describe('businessJsonLd', () => {
  it('is an Organization when the business has no address, stating only given fields', () => {
    const data = businessJsonLd(base, { siteUrl: SITE, pageUrl: `${SITE}/fr/business/cafe` });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/business/cafe#business`,
      name: 'Café Soleil',
      url: `${SITE}/business/cafe`,
      mainEntityOfPage: `${SITE}/fr/business/cafe`,
      description: 'Coffee',
      email: 'hi@cafe.example',
      telephone: '+1 514 555 0100',
      sameAs: ['https://cafe.example/'],
      knowsLanguage: 'fr',
    });
  });

  it('is a LocalBusiness with its addresses when it has locations', () => {
    const data = businessJsonLd(
      {
        ...base,
        locations: [
          { address: '1 rue A', city: 'Montréal', postalCode: 'H2J 1A1', country: 'CA' },
          { address: '', city: 'Laval', postalCode: '', country: 'CA' },
        ],
      },
      { siteUrl: SITE, pageUrl: `${SITE}/business/cafe` },
    );
    expect(data).toMatchObject({ '@type': 'LocalBusiness' });
    expect(data).toMatchObject({
      address: [
        {
          '@type': 'PostalAddress',
          streetAddress: '1 rue A',
          addressLocality: 'Montréal',
          postalCode: 'H2J 1A1',
          addressRegion: 'CA-QC',
          addressCountry: 'CA',
        },
        { '@type': 'PostalAddress', addressLocality: 'Laval', addressCountry: 'CA' },
      ],
    });
    // No postal code, no region: never a guess from the city.
    expect((data as unknown as { address: object[] }).address[1]).not.toHaveProperty(
      'addressRegion',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: `${SITE}/` },
      { name: 'Café', url: `${SITE}/business/cafe` },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Café', item: `${SITE}/business/cafe` },
    ]);
  });
});

describe('pageMetadata', () => {
  it('gives a canonical for the page language and reciprocal hreflang alternates', () => {
    const metadata = pageMetadata({
      locale: 'fr',
      path: '/business/cafe',
      title: 'Café',
      description: 'Coffee',
      siteUrl: SITE,
      siteName: 'Dir',
    });
    expect(metadata.alternates).toEqual({
      canonical: `${SITE}/fr/business/cafe`,
      languages: {
        en: `${SITE}/business/cafe`,
        fr: `${SITE}/fr/business/cafe`,
        'x-default': `${SITE}/business/cafe`,
      },
      types: { 'text/markdown': `${SITE}/fr/business/cafe.md` },
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'fr_CA', url: `${SITE}/fr/business/cafe` });
    expect(metadata.robots).toBeUndefined();
  });

  it("shares the page's own card as a large image, before the page's picture", () => {
    const metadata = pageMetadata({
      locale: 'fr',
      path: '/business/cafe/catalog/latte',
      title: 'Latte',
      description: 'Coffee',
      siteUrl: SITE,
      siteName: 'Dir',
      imageUrl: 'https://images.example/latte.jpg',
    });
    const card = {
      url: `${SITE}/og/fr/business/cafe/catalog/latte/card.png`,
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Latte',
    };
    expect(metadata.openGraph?.images).toEqual([card, { url: 'https://images.example/latte.jpg' }]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [card] });
  });

  it('marks empty pages noindex and maps the home page to / and /fr', () => {
    const metadata = pageMetadata({
      locale: 'fr',
      path: '/',
      title: 'T',
      description: '',
      siteUrl: SITE,
      siteName: 'D',
      noindex: true,
    });
    expect(metadata.alternates?.canonical).toBe(`${SITE}/fr`);
    expect(metadata.alternates?.languages).toMatchObject({ en: `${SITE}/` });
    expect(metadata.alternates?.types).toEqual({ 'text/markdown': `${SITE}/fr/index.md` });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('truncates long descriptions on a word boundary', () => {
    expect(truncate('word '.repeat(100), 30)).toBe('word word word word word word…');
    expect(truncate('short', 30)).toBe('short');
  });
});

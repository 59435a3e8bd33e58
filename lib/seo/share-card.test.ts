import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import { emptyDistribution } from '@/lib/models/review-summary';
import {
  businessPlace,
  businessShareCard,
  drawableText,
  directoryShareCard,
  entryShareCard,
} from './share-card';

const business: Business = {
  slug: 'cafe',
  name: 'Café Soleil',
  websiteUrl: null,
  description: 'Coffee',
  logoUrl: 'https://logos.example/cafe.png',
  email: null,
  phone: null,
  legalName: null,
  primaryLanguage: 'fr',
  locations: [{ address: '1 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X', country: 'CA' }],
  areas: [],
  category: 'Café',
  tags: [],
  markdown: null,
  updatedAt: null,
  businessTypes: [],
  visibility: 'PUBLIC',
  isVerified: true,
};
const site = { siteName: 'Open Directory', siteUrl: 'https://directory.example:8443/' };
const texts = {
  verified: 'Verified',
  rating: (average: number, count: number) => `${average} of 5 · ${count} reviews`,
};
const summary = (count: number, average: number | null) => ({
  count,
  average,
  distribution: emptyDistribution(),
  complete: true,
});

describe('share cards', () => {
  it("a business's card: name, category and city, rating, monogram, signature", () => {
    const card = businessShareCard(business, summary(12, 4.25), site, texts);
    expect(card).toEqual({
      kicker: null,
      title: 'Café Soleil',
      lines: ['Café · Montréal'],
      monogram: 'CS',
      rating: { average: 4.25, text: '4.25 of 5 · 12 reviews' },
      verified: 'Verified',
      siteName: 'Open Directory',
      host: 'directory.example:8443',
    });
  });

  it('shows no rating without rated reviews, and no badge when not verified', () => {
    const unrated = businessShareCard(
      { ...business, isVerified: false },
      summary(0, null),
      site,
      texts,
    );
    expect(unrated.rating).toBeNull();
    expect(unrated.verified).toBeNull();
    expect(businessShareCard(business, null, site, texts).rating).toBeNull();
  });

  it('never carries the remote logo: the card draws the monogram', () => {
    const card = businessShareCard(business, null, site, texts);
    expect(JSON.stringify(card)).not.toContain('logos.example');
  });

  it("an entry's card says what it is and whose it is", () => {
    const card = entryShareCard({ kicker: 'Article', title: 'Summer menu' }, business, site, texts);
    expect(card.kicker).toBe('Article');
    expect(card.title).toBe('Summer menu');
    expect(card.lines).toEqual(['Café Soleil', 'Café · Montréal']);
  });

  it("a place line keeps what the business has, and the directory's card its tagline", () => {
    expect(businessPlace({ category: ' ', locations: [] })).toBe('');
    expect(businessPlace({ category: 'Bakery', locations: [] })).toBe('Bakery');
    expect(directoryShareCard(site, 'Open data')).toMatchObject({
      lines: ['Open data'],
      monogram: null,
    });
  });

  it('leaves out what the card font cannot draw, so rendering never fetches a font', () => {
    expect(drawableText('Café 🍰 «Soleil» — 東京 Œuvre')).toBe('Café «Soleil» — Œuvre');
    const card = businessShareCard({ ...business, name: '東京 ラーメン' }, null, site, texts);
    expect(card.title).toBe('directory.example:8443');
    expect(card.monogram).toBe('?');
  });
});

import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import { ListingIndexBuilder } from './listing-index';
import { directoryCard } from './directory-cards';
import { relatedBusinesses } from './related-businesses';

function business(slug: string, category: string, cities: string[]): Business {
  return {
    slug,
    name: `Name of ${slug}`,
    websiteUrl: null,
    description: '',
    logoUrl: null,
    email: null,
    phone: null,
    legalName: null,
    primaryLanguage: null,
    locations: cities.map((city) => ({ address: '', city, postalCode: '', country: 'CA' })),
    areas: [],
    category,
    tags: [],
    markdown: null,
    updatedAt: null,
    businessTypes: [],
    visibility: 'PUBLIC',
    isVerified: false,
  };
}

function indexOf(businesses: Business[]) {
  const builder = new ListingIndexBuilder();
  businesses.forEach((entry) => builder.add(entry));
  return builder.build('en');
}

describe('relatedBusinesses', () => {
  const index = indexOf([
    business('laval-bakery', 'Bakery', ['Laval']),
    business('garage', 'Automobile', ['Montréal']),
    business('self', 'Bakery', ['Montréal', 'Gatineau']),
    business('quebec-bakery', 'Bakery', ['Québec']),
    business('montreal-bakery', 'bakery', ['Montreal']),
    business('gatineau-bakery', 'Bakery', ['Gatineau']),
  ]);

  it('lists the same category in the same city first, then the rest of the category, then its cities, never itself', () => {
    expect(relatedBusinesses(index, 'self').map((card) => card.slug)).toEqual([
      'montreal-bakery',
      'gatineau-bakery',
      'laval-bakery',
      'quebec-bakery',
      'garage',
    ]);
  });

  it('stops at the limit', () => {
    expect(relatedBusinesses(index, 'self', 3)).toHaveLength(3);
    const many = indexOf(
      Array.from({ length: 10 }, (_, n) => business(`b${n}`, 'Bakery', ['Laval'])),
    );
    expect(relatedBusinesses(many, 'b0')).toHaveLength(6);
  });

  it('gives the cards the site shows, without search text', () => {
    const [first] = relatedBusinesses(index, 'self').map(directoryCard);
    expect(first).toMatchObject({ slug: 'montreal-bakery', name: 'Name of montreal-bakery' });
    expect(first).not.toHaveProperty('searchText');
  });

  it('fills a small category with the businesses of its cities, then the nearest categories', () => {
    const small = indexOf([
      business('clinic', 'Dental clinic', ['Gatineau']),
      business('hardware', 'Hardware', ['Gatineau']),
      business('vet', 'Veterinary clinic', ['Ottawa']),
      business('garage', 'Automobile', ['Laval']),
      business('bakery', 'Bakery', ['Québec']),
      business('pastry', 'Bakery', ['Laval']),
    ]);
    expect(relatedBusinesses(small, 'clinic').map((card) => card.slug)).toEqual([
      'hardware',
      'vet',
      'bakery',
      'pastry',
      'garage',
    ]);
    expect(relatedBusinesses(small, 'garage').map((card) => card.slug)).toEqual([
      'pastry',
      'bakery',
      'clinic',
      'hardware',
      'vet',
    ]);
  });

  it('gives a business without a category the businesses of its cities, then the others', () => {
    const mixed = indexOf([
      business('a', '', ['Laval']),
      business('b', 'Bakery', ['Québec']),
      business('c', 'Hardware', ['Laval']),
    ]);
    expect(relatedBusinesses(mixed, 'a').map((card) => card.slug)).toEqual(['c', 'b']);
  });

  it('has none for a business alone in the directory or unknown to the index', () => {
    expect(relatedBusinesses(indexOf([business('a', '', ['Laval'])]), 'a')).toEqual([]);
    expect(relatedBusinesses(index, 'missing')).toEqual([]);
  });
});

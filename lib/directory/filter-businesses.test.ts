import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api/types';
import { directoryFacets, filterBusinesses, hasActiveFilters, parseDirectoryFilters } from './filter-businesses';

function business(overrides: Partial<Business>): Business {
  return {
    slug: 'x',
    name: 'X',
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
    ...overrides,
  };
}

const location = (city: string) => ({ address: '', city, postalCode: '', country: 'CA' });

const bakery = business({
  slug: 'bakery',
  name: 'Boulangerie du Plateau',
  category: 'Boulangerie',
  tags: ['levain'],
  locations: [location('Montréal')],
});
const garage = business({
  slug: 'garage',
  name: 'Garage Tremblay',
  category: 'Automobile',
  description: 'Réparation de freins',
  locations: [location('Québec'), location('Lévis')],
});
const studio = business({ slug: 'studio', name: 'Studio Web', category: 'Informatique' });
const all = [bakery, garage, studio];

describe('filterBusinesses', () => {
  it('returns everything without filters', () => {
    expect(filterBusinesses(all, { q: '', category: '', city: '' })).toEqual(all);
  });

  it('matches every word of the query, ignoring case and accents', () => {
    expect(filterBusinesses(all, { q: 'REPARATION freins', category: '', city: '' })).toEqual([garage]);
    expect(filterBusinesses(all, { q: 'montreal', category: '', city: '' })).toEqual([bakery]);
    expect(filterBusinesses(all, { q: 'levain garage', category: '', city: '' })).toEqual([]);
  });

  it('filters by exact category and by any location city', () => {
    expect(filterBusinesses(all, { q: '', category: 'informatique', city: '' })).toEqual([studio]);
    expect(filterBusinesses(all, { q: '', category: '', city: 'Levis' })).toEqual([garage]);
    expect(filterBusinesses(all, { q: '', category: 'Automobile', city: 'Montréal' })).toEqual([]);
  });
});

describe('parseDirectoryFilters', () => {
  it('takes the first value, trims and caps the length', () => {
    const filters = parseDirectoryFilters({ q: ['  pain ', 'x'], category: 'a'.repeat(500), city: undefined });
    expect(filters.q).toBe('pain');
    expect(filters.category).toHaveLength(200);
    expect(filters.city).toBe('');
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(parseDirectoryFilters({}))).toBe(false);
  });
});

describe('directoryFacets', () => {
  it('lists the categories and cities present, sorted for the locale', () => {
    expect(directoryFacets(all, 'fr')).toEqual({
      categories: ['Automobile', 'Boulangerie', 'Informatique'],
      cities: ['Lévis', 'Montréal', 'Québec'],
    });
  });
});

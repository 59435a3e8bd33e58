import { describe, expect, it } from 'vitest';
import { reshapeBusiness } from './business';

const complete = {
  businessName: '  Boulangerie du Plateau ',
  slug: 'boulangerie-du-plateau',
  website: 'https://boulangerie.example',
  description: 'Pain au levain.',
  logo: 'https://cdn.example/logo.svg',
  email: 'bonjour@boulangerie.example',
  phone: '+1 514-555-0101',
  legalName: 'Boulangerie du Plateau inc.',
  primaryLanguage: 'fr',
  locations: [{ address: '1 rue Rachel', city: 'Montréal', postal_code: 'H2J 2H1', country: 'CA' }],
  areas: ['Plateau-Mont-Royal'],
  category: 'Bakery',
  tags: ['bread', 'organic'],
  mdContent: '# Our bread',
  updatedAt: '2026-10-01T12:00:00Z',
  businessTypes: [{ id: 'bakery', label: 'Bakery' }],
  visibility: 'PUBLIC',
  isVerified: true,
};

describe('reshapeBusiness', () => {
  it('maps every field of a well-formed business', () => {
    expect(reshapeBusiness(complete)).toEqual({
      slug: 'boulangerie-du-plateau',
      name: 'Boulangerie du Plateau',
      websiteUrl: 'https://boulangerie.example/',
      description: 'Pain au levain.',
      logoUrl: 'https://cdn.example/logo.svg',
      email: 'bonjour@boulangerie.example',
      phone: '+1 514-555-0101',
      legalName: 'Boulangerie du Plateau inc.',
      primaryLanguage: 'fr',
      locations: [
        { address: '1 rue Rachel', city: 'Montréal', postalCode: 'H2J 2H1', country: 'CA' },
      ],
      areas: ['Plateau-Mont-Royal'],
      category: 'Bakery',
      tags: ['bread', 'organic'],
      markdown: '# Our bread',
      updatedAt: '2026-10-01T12:00:00.000Z',
      businessTypes: [{ id: 'bakery', label: 'Bakery' }],
      visibility: 'PUBLIC',
      isVerified: true,
    });
  });

  it('survives nulls, missing fields and wrong types', () => {
    const business = reshapeBusiness({
      slug: 'x',
      businessName: null,
      website: 'javascript:alert(1)',
      logo: 'data:image/svg+xml,<svg onload=alert(1)>',
      email: 12,
      phone: { number: 1 },
      locations: 'Montréal',
      areas: 'Laval',
      tags: null,
      businessTypes: ['Café', { id: 3 }],
      updatedAt: 'soon',
      visibility: 'SECRET',
      isVerified: 'yes',
    });
    expect(business).toMatchObject({
      slug: 'x',
      name: 'x',
      websiteUrl: null,
      logoUrl: null,
      email: null,
      phone: null,
      locations: [],
      areas: ['Laval'],
      tags: [],
      businessTypes: [{ id: 'Café', label: 'Café' }],
      updatedAt: null,
      visibility: 'UNKNOWN',
      isVerified: false,
      markdown: null,
    });
  });

  it('rejects records without a usable slug', () => {
    expect(reshapeBusiness({ businessName: 'No slug' })).toBeNull();
    expect(reshapeBusiness({ slug: '..' })).toBeNull();
    expect(reshapeBusiness(null)).toBeNull();
    expect(reshapeBusiness('text')).toBeNull();
  });
});

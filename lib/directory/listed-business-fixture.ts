import type { Business } from '@/lib/api';

/** A public business of the listing with only a slug, a name and one city: for index tests. */
export function listedBusiness(slug: string, name: string): Business {
  return {
    slug,
    name,
    websiteUrl: null,
    description: `${name}, a business`,
    logoUrl: null,
    email: null,
    phone: null,
    legalName: null,
    primaryLanguage: null,
    locations: [{ address: '', city: 'Gatineau', postalCode: '', country: 'CA' }],
    areas: [],
    category: 'Bakery',
    tags: [],
    markdown: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    businessTypes: [],
    visibility: 'PUBLIC',
    isVerified: false,
  };
}

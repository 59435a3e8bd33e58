import type { Locale } from '@/lib/i18n/routing';
import type { ContentBusiness, ContentEntry, ContentKind } from '../content-entry';

/** Entries for the conformance suite, written the way the sync writes them. */

export function business(overrides: Partial<ContentBusiness> = {}): ContentBusiness {
  return {
    slug: 'boulangerie-ginette',
    name: 'Boulangerie Ginette',
    category: 'Bakery',
    categorySlug: 'bakery',
    cities: ['Ottawa'],
    citySlugs: ['ottawa'],
    regions: ['CA-ON'],
    isVerified: false,
    ...overrides,
  };
}

export const tremblay = business({
  slug: 'garage-tremblay',
  name: 'Garage Tremblay',
  category: 'Auto repair',
  categorySlug: 'auto-repair',
  cities: ['Gatineau'],
  citySlugs: ['gatineau'],
  regions: ['CA-QC'],
  isVerified: true,
});

export const theatre = business({
  slug: 'theatre-du-parc',
  name: 'Théâtre du Parc',
  category: 'Theatre',
  categorySlug: 'theatre',
  cities: ['Gatineau', 'Ottawa'],
  citySlugs: ['gatineau', 'ottawa'],
  regions: ['CA-QC'],
  isVerified: true,
});

export function entry(
  kind: ContentKind,
  key: string,
  title: string,
  overrides: Partial<ContentEntry> = {},
): ContentEntry {
  const owner = overrides.business ?? business();
  return {
    kind,
    locale: 'en' as Locale,
    key,
    title,
    summary: '',
    path: `/business/${owner.slug}/${kind}/${key}`,
    body: '',
    otherTitle: null,
    itemType: kind === 'item' || kind === 'event' ? 'PRODUCT' : null,
    tags: [],
    price: null,
    availability: null,
    event: null,
    updatedAt: null,
    ...overrides,
    business: owner,
  };
}

export function event(
  key: string,
  title: string,
  startsAt: string,
  endsAt: string | null = null,
  owner = business(),
): ContentEntry {
  return entry('event', key, title, {
    business: owner,
    itemType: 'EVENT',
    event: {
      start: startsAt,
      end: endsAt,
      hasTime: true,
      timeZone: 'UTC',
      startsAt,
      endsAt,
      place: null,
    },
  });
}

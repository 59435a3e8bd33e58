import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@/lib/i18n/routing';
import type { ContentBusiness, ContentEntry, ContentKind } from '../content-entry';

/** Entries and temporary index files for the store's tests. */

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

/** A fresh folder for index files, and how to remove it. */
export function temporaryFolder(): { path: (name: string) => string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'content-store-'));
  return {
    path: (name) => join(folder, name),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

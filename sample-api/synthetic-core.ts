import { same, t } from './data/helpers';
import { SYNTHETIC_CATEGORIES, type SyntheticCategory } from './data/synthetic-categories';
import { SURNAMES, SYNTHETIC_CITIES, type SyntheticCity } from './data/synthetic-places';
import { createRandom, type Random } from './prng';
import { slugify } from '../lib/text/slug';
import type { BusinessCore, Lang, LocationSeed, Text } from './types';

/**
 * The listing fields of synthetic business number n (synthetic.ts), a pure function of n, and
 * the identity (name, category, city) its content is drawn around.
 */

const EPOCH = Date.UTC(2026, 0, 15, 12, 0, 0);
export const DAY = 86_400_000;
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

// Names and cities come from small vocabularies, so their slugs are computed once each: slugify
// (Unicode normalization) is otherwise the most expensive step of building a 100k listing.
const slugCache = new Map<string, string>();
function cachedSlug(value: string): string {
  let slug = slugCache.get(value);
  if (slug === undefined) {
    slug = slugify(value);
    slugCache.set(value, slug);
  }
  return slug;
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export interface Identity {
  category: SyntheticCategory;
  city: SyntheticCity;
  lang: Lang;
  businessName: string;
}

export function identity(random: Random): Identity {
  const category = random.pick(SYNTHETIC_CATEGORIES);
  const city = random.pick(SYNTHETIC_CITIES);
  const surname = random.pick(SURNAMES);
  // Most businesses write first in their city's majority language; some in the other one.
  const lang: Lang = random.chance(0.8) ? city.lang : city.lang === 'fr' ? 'en' : 'fr';
  return {
    category,
    city,
    lang,
    businessName: category.namePattern[lang].replace('{name}', surname),
  };
}

function postalCode(random: Random, city: SyntheticCity): string {
  const letter = POSTAL_LETTERS[random.int(0, POSTAL_LETTERS.length - 1)] ?? 'A';
  return `${city.postal} ${random.int(0, 9)}${letter}${random.int(0, 9)}`;
}

function location(random: Random, city: SyntheticCity): LocationSeed {
  return {
    address: `${random.int(10, 4999)} ${random.pick(city.streets)}`,
    city: city.name,
    postal_code: postalCode(random, city),
    country: 'Canada',
  };
}

function describe(random: Random, id: Identity, founded: number): Text {
  const { businessName, category, city } = id;
  const closing = random.pick([
    t(`Family-run since ${founded}.`, `Entreprise familiale depuis ${founded}.`),
    t(`Open since ${founded}.`, `Ouvert depuis ${founded}.`),
    t(
      `Serving ${city.region.en} since ${founded}.`,
      `Au service de la région (${city.region.fr}) depuis ${founded}.`,
    ),
  ]);
  return t(
    `${businessName} ${category.pitch.en} in ${city.name}. ${closing.en}`,
    `${businessName} ${category.pitch.fr} à ${city.name}. ${closing.fr}`,
  );
}

/**
 * Kept short on purpose: the 100k listing carries every business's Markdown, and this is what
 * keeps it in the tens of megabytes.
 */
function markdownAbout(tags: readonly Text[]): Text {
  const list = (lang: Lang) => tags.map((tag) => `- ${tag[lang]}`).join('\n');
  return t(
    `${list('en')}\n\n**Hours:** Mon–Sat, 9–6`,
    `${list('fr')}\n\n**Heures :** lun.–sam., 9 h–18 h`,
  );
}

/** The listing fields of business number `number` (1-based). */
export function syntheticCore(number: number): BusinessCore {
  const random = createRandom(`business:${number}`);
  const id = identity(random);
  const { businessName, category, city, lang } = id;
  const baseSlug = `${cachedSlug(businessName)}-${cachedSlug(city.name)}`;
  const domain = `${baseSlug}.example`;
  const founded = random.int(1950, 2023);
  const description = describe(random, id, founded);
  const locationCount = random.pick([0, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
  const tags = random.sample(category.tags, random.int(1, category.tags.length));
  const legalSuffix = lang === 'fr' ? 'inc.' : 'Inc.';
  return {
    businessName,
    slug: `${baseSlug}-${number}`,
    website: `https://${domain}`,
    description,
    hasLogo: random.chance(0.7),
    email: random.chance(0.8) ? `info@${domain}` : null,
    phone: random.chance(0.9)
      ? `+1 ${city.areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`
      : null,
    legalName: random.chance(0.5) ? `${businessName} ${legalSuffix}` : null,
    primaryLanguage: lang,
    locations: Array.from({ length: locationCount }, () => location(random, city)),
    areas: [same(city.name), city.region],
    category: category.label,
    tags,
    mdContent: random.chance(0.6) ? markdownAbout(tags) : null,
    updatedAt: isoAt(EPOCH - random.int(0, 900) * DAY - random.int(0, 86_399) * 1000),
    businessTypes: [{ id: category.id, label: category.label }],
    visibility: 'PUBLIC',
    isVerified: random.chance(0.4),
  };
}

/** The business number a slug names among `count` synthetic businesses, or null. */
export function syntheticNumberOf(slug: string, count: number): number | null {
  const match = /-([1-9]\d{0,6})$/.exec(slug);
  if (!match) return null;
  const number = Number(match[1]);
  if (number > count) return null;
  return syntheticCore(number).slug === slug ? number : null;
}

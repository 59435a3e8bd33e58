import type { Business } from '@/lib/api';
import type { ReviewSummary } from '@/lib/models/review-summary';
import { initials } from '@/lib/text/initials';

/**
 * What a page's share card says (components/share/): plain data, worked out from the page's
 * model, so the image only lays it out. Remote logos are never drawn: fetching a URL from the
 * API while rendering would let the data make the server call any host, and would tie the
 * card's time to that host's. The business's monogram stands in, as on the site without a logo.
 */
export interface ShareCard {
  /** What the page is (Article, Product, Document), above the title; null for a business. */
  kicker: string | null;
  title: string;
  /** Short lines under the title: the business, its category and city. */
  lines: string[];
  /** The business's initials in place of a logo; null on the directory's card (its mark). */
  monogram: string | null;
  /** The mean rating (0 to 5) and its line ("4.5 out of 5 · 12 reviews"). */
  rating: { average: number; text: string } | null;
  /** The verified badge's word when the business is verified. */
  verified: string | null;
  siteName: string;
  /** The site's host name, the card's signature. */
  host: string;
}

export interface ShareCardTexts {
  verified: string;
  /** "4.5 out of 5 · 12 reviews", in the page's language. */
  rating(average: number, count: number): string;
}

/** "Bakery · Montréal": a business's category and first city, whichever it has. */
export function businessPlace(business: Pick<Business, 'category' | 'locations'>): string {
  return [business.category, business.locations[0]?.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}

/**
 * Characters the card's font (Inter, Latin and Latin Extended) draws. The image renderer fetches
 * a font or an emoji from the internet for any other character, so those are left out: a card
 * never makes the server call out, whatever the data holds.
 */
const DRAWABLE = /[^\u0020-\u024F\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20C0\u2122]/gu;

/** Text as the card can draw it: undrawable characters dropped, spaces collapsed. */
export function drawableText(text: string): string {
  return text.replace(DRAWABLE, ' ').replace(/\s+/g, ' ').trim();
}

function monogram(name: string): string {
  return drawableText(initials(name)) || '?';
}

function hostOf(siteUrl: string): string {
  return new URL(siteUrl).host;
}

/** A business's card: its name, category and city, rating and monogram. */
export function businessShareCard(
  business: Business,
  reviews: ReviewSummary | null,
  site: { siteName: string; siteUrl: string },
  texts: ShareCardTexts,
): ShareCard {
  const average = reviews && reviews.count > 0 ? reviews.average : null;
  const place = drawableText(businessPlace(business));
  return {
    kicker: null,
    title: drawableText(business.name) || hostOf(site.siteUrl),
    lines: place ? [place] : [],
    monogram: monogram(business.name),
    rating: average === null ? null : { average, text: texts.rating(average, reviews?.count ?? 0) },
    verified: business.isVerified ? texts.verified : null,
    siteName: site.siteName,
    host: hostOf(site.siteUrl),
  };
}

/** An entry's card (an article, an item, a document): what it is, its title, whose it is. */
export function entryShareCard(
  entry: { kicker: string; title: string },
  business: Business,
  site: { siteName: string; siteUrl: string },
  texts: Pick<ShareCardTexts, 'verified'>,
): ShareCard {
  const place = drawableText(businessPlace(business));
  const owner = drawableText(business.name);
  return {
    kicker: entry.kicker,
    title: drawableText(entry.title) || owner || hostOf(site.siteUrl),
    lines: [owner, place].filter(Boolean),
    monogram: monogram(business.name),
    rating: null,
    verified: business.isVerified ? texts.verified : null,
    siteName: site.siteName,
    host: hostOf(site.siteUrl),
  };
}

/** The directory's own card, for the pages of no one business. */
export function directoryShareCard(
  site: { siteName: string; siteUrl: string },
  tagline: string,
): ShareCard {
  return {
    kicker: null,
    title: drawableText(site.siteName),
    lines: [tagline],
    monogram: null,
    rating: null,
    verified: null,
    siteName: site.siteName,
    host: hostOf(site.siteUrl),
  };
}

/** What's on's card: the page's name and what it lists, under the directory's name. */
export function whatsOnShareCard(
  site: { siteName: string; siteUrl: string },
  heading: string,
  intro: string,
): ShareCard {
  return {
    ...directoryShareCard(site, drawableText(intro)),
    kicker: drawableText(site.siteName),
    title: drawableText(heading),
  };
}

import { errorResponse, jsonResponse, type ApiResponse } from './handlers';
import { emptySections, validBusiness, type HostileBusiness } from './hostile/hostile-business';
import { megabyte } from './hostile/megabyte';
import { allNulls } from './hostile/nulls';
import { ODD_SLUG, oddSlugs } from './hostile/odd-slugs';
import { scriptInjection } from './hostile/script-injection';
import { thousands } from './hostile/thousands';
import { wrongTypes } from './hostile/wrong-types';
import type { Route } from './routes';
import {
  isStreamed,
  LISTING_PREFIX,
  LISTING_SUFFIX,
  streamedBody,
  type ResponseBody,
  type StreamedBody,
} from './listing-body';
import type { JsonValue } from './types';

/**
 * The hostile dataset served in `hostile` fault mode, beside the normal businesses: an upstream
 * that is compromised, buggy or lying. Nothing here is typed as the API's types on purpose —
 * wrong types are part of the test. Each business targets one class of failure:
 *
 * - hostile-script-injection: markup and script in every string, `javascript:`/`data:` URLs in
 *   website, logo, images and Markdown links, raw HTML in Markdown, `</script>` in JSON-LD.
 * - hostile-wrong-types: strings where arrays are due, numbers as strings, unknown enum values,
 *   ratings of 7 and -1, unparseable dates, totals that disagree with the items.
 * - hostile-nulls: null in every field, and null items inside arrays.
 * - crêperie-sœur-élodie: a valid business whose slug has non-ASCII letters.
 * - hostile-non-listed / hostile-hidden: NON_LISTED and HIDDEN businesses wrongly listed (and
 *   the HIDDEN one even served by slug).
 * - hostile-megabyte: a megabyte of Markdown in the business and in an article, a very long
 *   name and a website address far wider than a phone.
 * - hostile/../odd slug 100%: a slug with "/", "..", "%" and spaces, and sub-resources named
 *   likewise (one holds a literal "%C3%A9", which must not be decoded twice).
 * - hostile-thousands: thousands of articles and FAQ questions, and paged endpoints that ignore
 *   `limit` (thousands of items per page) with totals that disagree with them.
 * - hostile-no-visibility / hostile-lowercase-public: listed without a visibility, or with an
 *   enum value in the wrong case: neither is PUBLIC as the spec spells it.
 * Documents answer by id and by slug, as the spec says. Each class of failure is one module of
 * hostile/.
 */

let dataset: readonly HostileBusiness[] | undefined;

function hostileDataset(): readonly HostileBusiness[] {
  dataset ??= [
    scriptInjection(),
    wrongTypes(),
    allNulls(),
    emptySections(
      'crêperie-sœur-élodie',
      validBusiness('crêperie-sœur-élodie', 'Crêperie Sœur Élodie', 'PUBLIC'),
    ),
    emptySections(
      'hostile-non-listed',
      validBusiness('hostile-non-listed', 'Wrongly Listed (NON_LISTED)', 'NON_LISTED'),
    ),
    emptySections(
      'hostile-hidden',
      validBusiness('hostile-hidden', 'Wrongly Listed (HIDDEN)', 'HIDDEN'),
    ),
    megabyte(),
    oddSlugs(),
    thousands(),
    emptySections('hostile-no-visibility', {
      ...validBusiness('hostile-no-visibility', 'Wrongly Listed (no visibility)', 'PUBLIC'),
      visibility: null,
    }),
    emptySections(
      'hostile-lowercase-public',
      validBusiness('hostile-lowercase-public', 'Wrongly Listed (lower-case public)', 'public'),
    ),
  ];
  return dataset;
}

export const HOSTILE_SLUGS: readonly string[] = [
  'hostile-script-injection',
  'hostile-wrong-types',
  'hostile-nulls',
  'crêperie-sœur-élodie',
  'hostile-non-listed',
  'hostile-hidden',
  'hostile-megabyte',
  ODD_SLUG,
  'hostile-thousands',
  'hostile-no-visibility',
  'hostile-lowercase-public',
];

/** Listed by the hostile API although they are not PUBLIC: the site must never list them. */
export const HOSTILE_UNLISTABLE_SLUGS: readonly string[] = [
  'hostile-non-listed',
  'hostile-hidden',
  'hostile-no-visibility',
  'hostile-lowercase-public',
];

export const HOSTILE_UNLISTABLE_NAMES: readonly string[] = [
  'Wrongly Listed (NON_LISTED)',
  'Wrongly Listed (HIDDEN)',
  'Wrongly Listed (no visibility)',
  'Wrongly Listed (lower-case public)',
];

let listingEntries: Buffer | undefined;

/** The hostile businesses as listing entries, comma-separated, ready to splice into `{"data":[…]}`. */
function hostileListingEntries(): Buffer {
  listingEntries ??= Buffer.from(
    hostileDataset()
      .map((business) => JSON.stringify(business.business))
      .join(','),
  );
  return listingEntries;
}

/** The spec lets a document be addressed by its slug as well as its id. */
function documentBySlug(business: HostileBusiness, slug: string): JsonValue | undefined {
  return Object.values(business.documents).find(
    (document) =>
      typeof document === 'object' &&
      document !== null &&
      !Array.isArray(document) &&
      String(document.slug) === slug,
  );
}

function found(value: JsonValue | undefined, what: string): ApiResponse {
  return value === undefined ? errorResponse(404, `${what} not found`) : jsonResponse(200, value);
}

/** `{"data":[hostile…, normal…]}`, cached per normal listing so hostile mode stays cheap too. */
const hostileListings = new WeakMap<Buffer, Buffer>();

/** A streamed listing with the hostile businesses first: its chunks are prefix, businesses, suffix. */
function streamedWithHostileEntries(listing: StreamedBody): StreamedBody {
  return streamedBody(function* () {
    let position = 0;
    for (const chunk of listing.chunks()) {
      if (position === 0) {
        yield chunk;
        yield hostileListingEntries();
        if (listing.chunkCount > 2) yield Buffer.from(',');
      } else yield chunk;
      position += 1;
    }
  }, listing.chunkCount + 2);
}

function withHostileEntries(listing: ResponseBody): ResponseBody {
  if (isStreamed(listing)) return streamedWithHostileEntries(listing);
  let combined = hostileListings.get(listing);
  if (combined === undefined) {
    const inner = listing.subarray(LISTING_PREFIX.length, listing.length - LISTING_SUFFIX.length);
    combined = Buffer.concat([
      Buffer.from(LISTING_PREFIX),
      hostileListingEntries(),
      ...(inner.length > 0 ? [Buffer.from(','), inner] : []),
      Buffer.from(LISTING_SUFFIX),
    ]);
    hostileListings.set(listing, combined);
  }
  return combined;
}

/**
 * The answer in hostile mode: the normal listing with the hostile businesses spliced in first,
 * a hostile business's own answers, and the normal answer for everything else.
 */
export function hostileModeResponse(route: Route, normal: () => ApiResponse): ApiResponse {
  if (route.operation === 'listBusinesses') {
    const listing = normal();
    return listing.status === 200
      ? { status: 200, body: withHostileEntries(listing.body) }
      : listing;
  }
  return hostileResponse(route) ?? normal();
}

/** The hostile answer for a route, or null when the route is not about a hostile business. */
function hostileResponse(route: Route): ApiResponse | null {
  if (route.operation === 'listBusinesses') return null;
  const business = hostileDataset().find((candidate) => candidate.slug === route.slug);
  if (!business) return null;
  switch (route.operation) {
    case 'getBusiness':
      return jsonResponse(200, business.business);
    case 'listBlogArticles':
      return jsonResponse(200, business.articleList);
    case 'getBlogArticle':
      return found(business.articles[route.articleSlug], 'Blog article');
    case 'getBusinessFaq':
      return found(business.faq, 'FAQ');
    case 'listBusinessReviews':
      return jsonResponse(200, business.reviews);
    case 'listCatalogItems':
      return jsonResponse(200, business.catalog);
    case 'getCatalogItem':
      return found(business.items[route.itemSlug], 'Catalog item');
    case 'listBusinessDocuments':
      return jsonResponse(200, business.documentList);
    case 'getDocument':
      return found(
        business.documents[route.documentId] ?? documentBySlug(business, route.documentId),
        'Document',
      );
  }
}

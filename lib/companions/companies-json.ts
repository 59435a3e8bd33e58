import type { Business } from '@/lib/api';
import { mapOrdered, mapOrderedStream } from '@/lib/async/concurrency';
import { updatedSince } from '@/lib/directory/updated-since';
import { roundedAverage, type ReviewSummary } from '@/lib/models/review-summary';
import { attributionLine } from '@/lib/urls/attribution';
import { canonicalBusinessUrl, LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { attributionPattern, canonicalUrlPattern } from '@/lib/urls/attribution-pattern';

/*
 * The open data: every public business as the API gives it, with its rating summary (the
 * reviews page's figures) and the `_citation` the API documents for a single business, filled
 * in for this site. As one JSON document (/api/companies.json) or one record a line
 * (/api/companies.ndjson); `since` keeps the records updated since a date.
 */

export interface OpenDataInput {
  siteUrl: string;
  directoryName: string;
  generatedAt: Date;
  /** The latest updatedAt of the data: what the file's ETag and Last-Modified stand for. */
  updatedAt: string | null;
  /** Only businesses updated at or after this instant; null for all. */
  since: Date | null;
  /** A business's rating summary, null when it could not be read. */
  ratingOf: (slug: string) => Promise<ReviewSummary | null>;
  /** Businesses whose ratings are read at the same time. */
  concurrency?: number;
}

export interface RatingRecord {
  average: number;
  count: number;
  distribution: ReviewSummary['distribution'];
  /** False when the business has more reviews than a summary reads. */
  complete: boolean;
}

/** The rating as the open data states it: null when no review gives a rating. */
export function ratingRecord(summary: ReviewSummary | null): RatingRecord | null {
  if (summary === null || summary.average === null || summary.count === 0) return null;
  return {
    average: roundedAverage(summary.average),
    count: summary.count,
    distribution: summary.distribution,
    complete: summary.complete,
  };
}

async function* selected(businesses: AsyncIterable<Business>, since: Date | null) {
  for await (const business of businesses)
    if (updatedSince(business.updatedAt, since)) yield business;
}

/** Each selected business as its open-data record, in listing order. */
async function* records(
  businesses: AsyncIterable<Business>,
  input: OpenDataInput,
): AsyncGenerator<Record<string, unknown>> {
  yield* mapOrderedStream(
    selected(businesses, input.since),
    input.concurrency ?? 4,
    async (business) => {
      let rating: RatingRecord | null = null;
      try {
        rating = ratingRecord(await input.ratingOf(business.slug));
      } catch {
        // A failing reviews endpoint leaves the record without a rating, not the file broken.
      }
      return {
        ...business,
        rating,
        _citation: {
          source: attributionLine(input.directoryName, input.siteUrl, business.slug),
          canonicalUrl: canonicalBusinessUrl(input.siteUrl, business.slug),
          license: LICENSE_ID,
        },
      };
    },
  );
}

function head(input: OpenDataInput): Record<string, unknown> {
  return {
    license: LICENSE_ID,
    licenseUrl: LICENSE_URL,
    attribution: attributionPattern(input.directoryName, input.siteUrl),
    canonicalUrl: canonicalUrlPattern(input.siteUrl),
    source: input.directoryName,
    generatedAt: input.generatedAt.toISOString(),
    updatedAt: input.updatedAt,
    since: input.since?.toISOString() ?? null,
  };
}

/** Where a part file sits among the others: its number, how many, and the index's URL. */
export interface OpenDataPartInfo {
  part: number;
  parts: number;
  index: string;
}

/** /api/companies.json (or one part of it) as text chunks: the license first, then `data`. */
export async function* companiesJsonStream(
  businesses: AsyncIterable<Business>,
  input: OpenDataInput,
  part?: OpenDataPartInfo,
): AsyncGenerator<string> {
  yield `${JSON.stringify({ ...head(input), ...part }).slice(0, -1)},"data":[`;
  let first = true;
  for await (const record of records(businesses, input)) {
    yield `${first ? '' : ','}\n${JSON.stringify(record)}`;
    first = false;
  }
  yield '\n]}\n';
}

/** /api/companies.ndjson: one record a line, each carrying its license in `_citation`. */
export async function* companiesNdjsonStream(
  businesses: AsyncIterable<Business>,
  input: OpenDataInput,
): AsyncGenerator<string> {
  for await (const record of records(businesses, input)) yield `${JSON.stringify(record)}\n`;
}

/**
 * The businesses named by the directory, each read whole by its slug (a part file of a
 * large directory reads only its own businesses, not the whole listing), in order; one that is
 * gone since the directory was read is left out.
 */
export async function* businessesBySlug(
  slugs: readonly { slug: string }[],
  getBusiness: (slug: string) => Promise<Business | null>,
  concurrency = 4,
): AsyncGenerator<Business> {
  for await (const business of mapOrdered(slugs, concurrency, ({ slug }) => getBusiness(slug)))
    if (business) yield business;
}

/** One part of a split open data, as its index lists it. */
export interface OpenDataPartLink {
  part: number;
  json: string;
  ndjson: string;
  businesses: number;
  /** The latest update of its businesses, or null when none states one. */
  updatedAt: string | null;
}

/**
 * /api/companies.json of a directory too large for one file: the same head (license,
 * attribution, dates), the number of businesses, and the part files that hold them, in order,
 * each in both formats.
 */
export function companiesJsonIndex(
  input: OpenDataInput,
  businesses: number,
  perPart: number,
  parts: readonly OpenDataPartLink[],
): string {
  return `${JSON.stringify({
    ...head(input),
    businesses,
    perPart,
    parts: parts.map((part) => ({
      part: part.part,
      url: part.json,
      ndjson: part.ndjson,
      businesses: part.businesses,
      updatedAt: part.updatedAt,
    })),
  })}\n`;
}

/**
 * /api/companies.ndjson of a directory too large for one file: one line per part file, in
 * order, each with the license and attribution format the records of that file carry.
 */
export function companiesNdjsonIndex(
  input: OpenDataInput,
  parts: readonly OpenDataPartLink[],
): string {
  const { license, attribution } = head(input);
  return parts
    .map(
      (part) =>
        `${JSON.stringify({
          part: part.part,
          parts: parts.length,
          url: part.ndjson,
          json: part.json,
          businesses: part.businesses,
          updatedAt: part.updatedAt,
          license,
          attribution,
        })}\n`,
    )
    .join('');
}

import type { Business } from '@/lib/api';
import { mapOrderedStream } from '@/lib/async/concurrency';
import { updatedSince } from './dataset-version';
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

/** /api/companies.json as text chunks: the license and attribution first, then `data`. */
export async function* companiesJsonStream(
  businesses: AsyncIterable<Business>,
  input: OpenDataInput,
): AsyncGenerator<string> {
  yield `${JSON.stringify(head(input)).slice(0, -1)},"data":[`;
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

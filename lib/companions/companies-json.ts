import type { Business } from '@/lib/api';
import { attributionLine } from '@/lib/seo/attribution';
import { canonicalBusinessUrl, LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { attributionPattern, canonicalUrlPattern } from './attribution-pattern';

export interface CompaniesJsonInput {
  siteUrl: string;
  directoryName: string;
  generatedAt: Date;
}

function headChunk(input: CompaniesJsonInput): string {
  const head = {
    license: LICENSE_ID,
    licenseUrl: LICENSE_URL,
    attribution: attributionPattern(input.directoryName, input.siteUrl),
    canonicalUrl: canonicalUrlPattern(input.siteUrl),
    source: input.directoryName,
    generatedAt: input.generatedAt.toISOString(),
  };
  return `${JSON.stringify(head).slice(0, -1)},"data":[`;
}

function recordChunk(business: Business, input: CompaniesJsonInput, first: boolean): string {
  const record = {
    ...business,
    _citation: {
      source: attributionLine(input.directoryName, input.siteUrl, business.slug),
      canonicalUrl: canonicalBusinessUrl(input.siteUrl, business.slug),
      license: LICENSE_ID,
    },
  };
  return `${first ? '' : ','}\n${JSON.stringify(record)}`;
}

const TAIL = '\n]}\n';

/**
 * /api/companies.json as JSON text chunks: the license, attribution format and generation
 * time first, then `data`, one reshaped Business at a time. Each record carries the same
 * `_citation` object the API documents for a single business, filled in for this site.
 */
export function* companiesJsonChunks(
  businesses: Iterable<Business>,
  input: CompaniesJsonInput,
): Generator<string> {
  yield headChunk(input);
  let first = true;
  for (const business of businesses) {
    yield recordChunk(business, input, first);
    first = false;
  }
  yield TAIL;
}

/** The same chunks from a stream of businesses (the streamed listing), one record in memory at a time. */
export async function* companiesJsonStream(
  businesses: AsyncIterable<Business>,
  input: CompaniesJsonInput,
): AsyncGenerator<string> {
  yield headChunk(input);
  let first = true;
  for await (const business of businesses) {
    yield recordChunk(business, input, first);
    first = false;
  }
  yield TAIL;
}

import type { Business } from '@/lib/api/types';
import { attributionLine } from '@/lib/seo/attribution';
import { canonicalBusinessUrl, LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { attributionPattern, canonicalUrlPattern } from './attribution-pattern';

export interface CompaniesJsonInput {
  siteUrl: string;
  directoryName: string;
  generatedAt: Date;
}

/**
 * /api/companies.json as JSON text chunks: the license, attribution format and generation
 * time first, then `data`, one reshaped Business at a time. Each record carries the same
 * `_citation` object the API documents for a single business, filled in for this site.
 */
export function* companiesJsonChunks(businesses: Iterable<Business>, input: CompaniesJsonInput): Generator<string> {
  const head = {
    license: LICENSE_ID,
    licenseUrl: LICENSE_URL,
    attribution: attributionPattern(input.directoryName, input.siteUrl),
    canonicalUrl: canonicalUrlPattern(input.siteUrl),
    source: input.directoryName,
    generatedAt: input.generatedAt.toISOString(),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"data":[`;
  let first = true;
  for (const business of businesses) {
    const record = {
      ...business,
      _citation: {
        source: attributionLine(input.directoryName, input.siteUrl, business.slug),
        canonicalUrl: canonicalBusinessUrl(input.siteUrl, business.slug),
        license: LICENSE_ID,
      },
    };
    yield `${first ? '' : ','}\n${JSON.stringify(record)}`;
    first = false;
  }
  yield '\n]}\n';
}

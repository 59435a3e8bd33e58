import { httpUrl } from '@/lib/api/reshape/primitives';

/**
 * The document's own JSON-LD, as the API gives it, ready to embed. The API's block may leave out
 * `@context`; without it the block means nothing to a crawler, so schema.org is assumed then.
 * A block that names its own context is left as it is.
 */
export function documentJsonLd(jsonLd: Record<string, unknown> | null): Record<string, unknown> | null {
  if (jsonLd === null) return null;
  return '@context' in jsonLd ? jsonLd : { '@context': 'https://schema.org', ...jsonLd };
}

/**
 * The address of the file itself, when the document's JSON-LD gives one: `contentUrl` (the
 * file) first, then `url`. Only http(s) is ever linked; anything else (javascript:, data:) is
 * ignored, as is a value that is not a string.
 */
export function documentFileUrl(jsonLd: Record<string, unknown> | null): string | null {
  if (jsonLd === null) return null;
  return httpUrl(jsonLd.contentUrl) ?? httpUrl(jsonLd.url);
}

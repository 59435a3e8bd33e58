import { httpUrl } from '@/lib/api';

/**
 * The address of the file itself, when the document's JSON-LD gives one: `contentUrl` (the
 * file) first, then `url`. Only http(s) is ever linked; anything else (javascript:, data:) is
 * ignored, as is a value that is not a string.
 */
export function documentFileUrl(jsonLd: Record<string, unknown> | null): string | null {
  if (jsonLd === null) return null;
  return httpUrl(jsonLd.contentUrl) ?? httpUrl(jsonLd.url);
}

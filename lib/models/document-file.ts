import { httpUrl, isRecord } from '@/lib/api';
import { isoDateString } from '@/lib/catalog/enrichment-shapes';
import type { DateFact } from '@/lib/catalog/item-facts';

/**
 * The address of the file itself, when the document's JSON-LD gives one: `contentUrl` (the
 * file) first, then `url`. Only http(s) is ever linked; anything else (javascript:, data:) is
 * ignored, as is a value that is not a string.
 */
export function documentFileUrl(jsonLd: Record<string, unknown> | null): string | null {
  if (jsonLd === null) return null;
  return httpUrl(jsonLd.contentUrl) ?? httpUrl(jsonLd.url);
}

/** What the document's JSON-LD tells of its file beyond the API's fields: pages, pixels. */
export interface DocumentFileFacts {
  pages: number | null;
  width: number | null;
  height: number | null;
  /** What the document is about, when its JSON-LD names it: an event's name and dates, say. */
  subject: { name: string; start: DateFact | null; end: DateFact | null } | null;
}

function subjectOf(about: unknown): DocumentFileFacts['subject'] {
  const node = Array.isArray(about) ? about[0] : about;
  if (!isRecord(node) || typeof node.name !== 'string' || !node.name.trim()) return null;
  return {
    name: node.name.trim(),
    start: isoDateString(node.startDate),
    end: isoDateString(node.endDate),
  };
}

/** A positive whole number, given as a number, a numeric string or a QuantitativeValue. */
function count(value: unknown): number | null {
  const raw =
    value !== null && typeof value === 'object' && 'value' in value
      ? (value as { value: unknown }).value
      : value;
  const number = typeof raw === 'string' ? Number.parseInt(raw, 10) : raw;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

export function documentFileFacts(jsonLd: Record<string, unknown> | null): DocumentFileFacts {
  const width = count(jsonLd?.width);
  const height = count(jsonLd?.height);
  return {
    pages: count(jsonLd?.numberOfPages),
    // Dimensions only as a pair: one side alone tells a reader nothing.
    width: width !== null && height !== null ? width : null,
    height: width !== null && height !== null ? height : null,
    subject: subjectOf(jsonLd?.about),
  };
}

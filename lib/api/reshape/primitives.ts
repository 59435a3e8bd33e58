/**
 * Defensive readers for values that come from the API. The API is not ours: any field may be
 * missing, null or of the wrong type, so every reshaper reads through these and never trusts a
 * shape. Each reader returns a value of its promised type, whatever it is given.
 */

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object itself, or an empty one, so that field reads never throw. */
export function recordOrEmpty(value: unknown): UnknownRecord {
  return isRecord(value) ? value : {};
}

/** A trimmed string; numbers and booleans are accepted as their text, anything else is ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** Like text(), but absent or blank is null. */
export function optionalText(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

/** A finite number; numeric strings are accepted (APIs send "12.50" often enough). */
export function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function nonNegativeInteger(value: unknown): number | null {
  const parsed = finiteNumber(value);
  return parsed !== null && parsed >= 0 ? Math.floor(parsed) : null;
}

export function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

/** One of the allowed values, or the fallback for anything unknown. */
export function oneOf<const T extends string, F>(
  value: unknown,
  allowed: readonly T[],
  fallback: F,
): T | F {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/**
 * A list, never undefined: items that do not map are dropped. A lone value where a list is
 * due is taken as a list of one, which is what such an API usually meant.
 */
export function list<T>(value: unknown, mapItem: (item: unknown) => T | null): T[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const result: T[] = [];
  for (const item of items) {
    const mapped = mapItem(item);
    if (mapped !== null) result.push(mapped);
  }
  return result;
}

/** Non-blank strings, deduplicated, in order. */
export function textList(value: unknown): string[] {
  return [...new Set(list(value, optionalText))];
}

const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:']);

/** An absolute http(s) URL, normalised; any other scheme (javascript:, data:, ...) is null. */
export function httpUrl(value: unknown): string | null {
  const candidate = text(value);
  if (candidate === '') return null;
  try {
    const url = new URL(candidate);
    return SAFE_LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A plausible e-mail address (one @, no spaces or URL syntax), or null. */
export function emailAddress(value: unknown): string | null {
  const candidate = text(value);
  return /^[^\s@<>()[\]\\,;:"/?#]+@[^\s@<>()[\]\\,;:"/?#]+\.[^\s@<>()[\]\\,;:"/?#]+$/.test(
    candidate,
  )
    ? candidate
    : null;
}

/** A phone number as written, if it has digits and only phone punctuation. */
export function phoneNumber(value: unknown): string | null {
  const candidate = text(value);
  return /^\+?[\d\s().\-/]{3,40}$/.test(candidate) && /\d{3,}/.test(candidate.replace(/\D/g, ''))
    ? candidate
    : null;
}

/** The number as a tel: URI (digits and a leading +), per RFC 3966's global form. */
export function telUri(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' + digits.slice(1).replace(/\+/g, '') : digits.replace(/\+/g, '')}`;
}

/** ISO 8601 as the spec's date-time (and plain dates): 2026-01-15, 2026-01-15T12:00:00.000+01:00. */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A valid date-time, normalised to ISO 8601 UTC; anything else is null. Only ISO 8601 text is
 * read: JavaScript's lenient parser would turn "-1" into 2001-01-01 and "2026-02-30" into
 * March 2nd, dates the API never meant.
 */
export function isoDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  const match = ISO_DATE_TIME.exec(candidate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const time = Date.parse(candidate);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export { pathSegment } from '@/lib/urls/path-segment';

/**
 * Longest Markdown body kept, in characters: far above any real profile, article or answer
 * (a 30-page PDF rendition fits), and a bound on render time: parsing and rendering GFM takes
 * about 20 ms per kilobyte, so 100k characters cost some 2 s on a cold render where a
 * megabyte would cost 20 s and send 5 MB of HTML. The same cut applies to the HTML page and
 * its Markdown twin, so both say the same.
 */
export const MAX_MARKDOWN_LENGTH = 100_000;
export const TRUNCATION_MARK = '…';

/**
 * A Markdown body (not trimmed inside: indentation is syntax), or null when blank. A longer
 * body is cut at its last paragraph break before the limit (or line break, if paragraphs are
 * huge) and ends with an ellipsis, so the cut never lands inside a word.
 */
export function markdownText(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const body = value.replace(/^\s*\n/, '').trimEnd();
  if (body.length <= MAX_MARKDOWN_LENGTH) return body;
  const head = body.slice(0, MAX_MARKDOWN_LENGTH);
  const floor = MAX_MARKDOWN_LENGTH / 2;
  const paragraph = head.lastIndexOf('\n\n');
  const line = head.lastIndexOf('\n');
  const space = head.lastIndexOf(' ');
  const cut =
    paragraph > floor
      ? paragraph
      : line > floor
        ? line
        : space > floor
          ? space
          : MAX_MARKDOWN_LENGTH;
  return `${head.slice(0, cut).trimEnd()}\n\n${TRUNCATION_MARK}`;
}

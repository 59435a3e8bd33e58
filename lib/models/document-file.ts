import { httpUrl, isRecord, type DocumentDetail, type DocumentSummary } from '@/lib/api';
import { isoDateString } from '@/lib/text/iso-date-string';
import type { DateFact } from '@/lib/catalog/item-facts';
import type { Locale } from '@/lib/i18n/routing';
import { formatFileSize } from '@/lib/text/file-size';

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

/**
 * Why a document has no file to download: the directory publishes its text alone (a PDF's
 * Markdown rendition), or nothing but its description.
 */
type MissingFileReason = 'text-only' | 'not-published';

/**
 * Everything every reading says of a document's file: the list and the page, the twin, the
 * JSON-LD and the agent answers all state these, worked out once here.
 */
export interface DocumentFile extends DocumentFileFacts {
  /** The file itself, http(s) only; null when the API names none (or only an unsafe one). */
  url: string | null;
  /** Its media type, when there is a file: the JSON-LD's when it is one, else from the type. */
  encodingFormat: string | null;
  /** The API's fileSize, read as bytes (lib/text/file-size.ts says why). */
  bytes: number | null;
  /** That size as the page's language writes it: "184 kB", "184 ko". */
  size: string | null;
  /** When there is no file: why, so that the reader is told rather than left looking. */
  missing: MissingFileReason | null;
  /** An image document's text alternative: its caption, its description, else its label. */
  imageAlt: string | null;
}

const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/i;

const IMAGE_EXTENSIONS: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The file's media type: as the JSON-LD states it, else what its type and name imply. */
function encodingFormatOf(
  type: DocumentSummary['type'],
  url: string,
  stated: unknown,
): string | null {
  if (typeof stated === 'string' && MEDIA_TYPE.test(stated.trim()))
    return stated.trim().toLowerCase();
  if (type === 'PDF') return 'application/pdf';
  if (type !== 'IMAGE') return null;
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS[extension] ?? null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * A document's file as every reading states it. `detail` is the document's own answer (its
 * JSON-LD names the file, its Markdown is the text published instead); null when it could not
 * be read, and then only the summary's facts are known.
 */
export function documentFile(
  summary: DocumentSummary,
  detail: Pick<DocumentDetail, 'jsonLd' | 'markdown'> | null,
  locale: Locale,
): DocumentFile {
  const jsonLd = detail?.jsonLd ?? null;
  const url = documentFileUrl(jsonLd);
  const bytes = summary.fileSize;
  return {
    ...documentFileFacts(jsonLd),
    url,
    encodingFormat:
      url === null ? null : encodingFormatOf(summary.type, url, jsonLd?.encodingFormat),
    bytes,
    size: bytes === null ? null : formatFileSize(bytes, locale),
    missing: url !== null ? null : detail?.markdown ? 'text-only' : 'not-published',
    imageAlt:
      summary.type === 'IMAGE' && url !== null
        ? (nonEmpty(jsonLd?.caption) ?? summary.description ?? summary.label)
        : null,
  };
}

/** The file in one line, as every list states it: "PDF · 1.2 MB"; the type alone without a size. */
export function fileSummaryLine(typeWord: string, file: Pick<DocumentFile, 'size'>): string {
  return file.size ? `${typeWord} · ${file.size}` : typeWord;
}

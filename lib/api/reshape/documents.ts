import { untrusted, type Schemas } from '../raw-types';
import type { DocumentDetail, DocumentSummary, Paged } from '../types';
import { DOCUMENT_TYPES } from '../types';
import {
  httpUrl,
  isRecord,
  isoDateTime,
  nonNegativeInteger,
  oneOf,
  optionalText,
  pathSegment,
  text,
  textList,
  markdownText,
} from './primitives';
import { reshapePaging } from './paging';

function reshapeDocumentSummary(raw: unknown): DocumentSummary | null {
  const record = untrusted<Schemas['DocumentSummary']>(raw);
  const id = pathSegment(record.id);
  if (id === null) return null;
  return {
    id,
    slug: pathSegment(record.slug),
    label: text(record.label) || id,
    description: optionalText(record.description),
    type: oneOf(record.type, DOCUMENT_TYPES, 'OTHER' as const),
    fileSize: nonNegativeInteger(record.fileSize),
    thumbnailUrl: httpUrl(record.thumbnailUrl),
    createdAt: isoDateTime(record.createdAt),
    updatedAt: isoDateTime(record.updatedAt),
  };
}

export function reshapeDocumentDetail(raw: unknown): DocumentDetail | null {
  const summary = reshapeDocumentSummary(raw);
  if (summary === null) return null;
  const record = untrusted<Schemas['DocumentDetail']>(raw);
  return {
    ...summary,
    markdown: markdownText(record.markdownContent),
    seoTitle: optionalText(record.seoTitle),
    seoDescription: optionalText(record.seoDescription),
    seoKeywords: textList(record.seoKeywords),
    jsonLd: isRecord(record.jsonLd) ? record.jsonLd : null,
  };
}

export function reshapeDocumentPage(
  raw: unknown,
  requested: { page: number; limit: number },
): Paged<DocumentSummary> {
  const record = untrusted<Schemas['DocumentList']>(raw);
  return reshapePaging(record.data, reshapeDocumentSummary, record, requested);
}

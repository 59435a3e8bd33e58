import type { DocumentSummary } from '@/lib/api';
import type { DocumentModel } from '@/lib/models/document';
import type { DocumentsModel } from '@/lib/models/documents';
import { documentPath } from '@/lib/urls/document-path';
import { absoluteUrl, localizedPath } from '@/lib/urls/paths';
import { businessNodeId } from './business-json-ld';
/** Deeper than any real JSON-LD block: past it, the rest of a hostile block is dropped. */
const MAX_DEPTH = 16;

/** A URL scheme that runs code or smuggles content, once whitespace and control characters are gone. */
function isScriptUrl(value: string): boolean {
  return /^(?:javascript|vbscript|data|file):/i.test(
    value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''),
  );
}

/**
 * The API's block with every `javascript:`, `vbscript:`, `data:` or `file:` string left out:
 * JSON-LD is inert in the page, but crawlers follow its URLs. Anything nested deeper than
 * MAX_DEPTH is left out too.
 */
function withoutScriptUrls(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return isScriptUrl(value) ? undefined : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value
      .map((item) => withoutScriptUrls(item, depth + 1))
      .filter((item) => item !== undefined);
  }
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const kept = withoutScriptUrls(item, depth + 1);
    return kept === undefined ? [] : [[key, kept] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * The document's own JSON-LD, ready to embed, without script URLs. The API's block may leave
 * out `@context`; without it the block means nothing to a crawler, so schema.org is assumed
 * then. A block that names its own context keeps it.
 */
export function documentJsonLd(
  jsonLd: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (jsonLd === null) return null;
  const clean = withoutScriptUrls(jsonLd, 0) as Record<string, unknown>;
  return '@context' in clean ? clean : { '@context': 'https://schema.org', ...clean };
}

/** Types whose file is their own content (schema.org MediaObject and its kinds). */
const MEDIA_TYPES = new Set([
  'MediaObject',
  'ImageObject',
  'VideoObject',
  'AudioObject',
  'DataDownload',
  'MusicVideoObject',
  '3DModel',
  'TextObject',
]);

/** What the page states of the file: the model's, so that every reading says the same. */
export interface JsonLdFileFacts {
  url: string | null;
  encodingFormat: string | null;
  /** The size as the page writes it ("184 kB"): schema.org's contentSize is text. */
  size: string | null;
}

/**
 * The file's properties where schema.org has them: on the node itself for a MediaObject (an
 * ImageObject, say), else (a DigitalDocument is a CreativeWork) in an `encoding` MediaObject.
 */
function fileProperties(media: boolean, file: JsonLdFileFacts): Record<string, unknown> {
  const described = {
    ...(file.url !== null && { contentUrl: file.url }),
    ...(file.encodingFormat !== null && { encodingFormat: file.encodingFormat }),
    ...(file.size !== null && { contentSize: file.size }),
  };
  if (media || file.url === null) {
    // A CreativeWork has encodingFormat but no contentSize of its own.
    return media
      ? described
      : { ...(file.encodingFormat !== null && { encodingFormat: file.encodingFormat }) };
  }
  return {
    encoding: { '@type': 'MediaObject', ...described },
    ...(file.encodingFormat !== null && { encodingFormat: file.encodingFormat }),
  };
}

/**
 * A document's JSON-LD as its page states it: the API's block (script URLs dropped), with an
 * @id of its own and its business as publisher (the same @id as the profile's node, so crawlers
 * join them). The file (contentUrl, encodingFormat, contentSize) is the model's when given,
 * else the block's own; a `contentUrl` on a type that has no such property (DigitalDocument is
 * a CreativeWork, not a MediaObject) goes into an `encoding` MediaObject, where it is valid.
 */
export function documentPageJsonLd(
  jsonLd: Record<string, unknown> | null,
  context: { pageUrl: string; businessNodeId: string },
  file?: JsonLdFileFacts,
): Record<string, unknown> | null {
  const block = documentJsonLd(jsonLd);
  if (block === null) return null;
  const { contentUrl, encodingFormat, contentSize, ...rest } = block;
  const types = [block['@type']].flat().map(String);
  const media = types.some((type) => MEDIA_TYPES.has(type));
  const stated = file ?? {
    url: typeof contentUrl === 'string' ? contentUrl : null,
    encodingFormat: typeof encodingFormat === 'string' ? encodingFormat : null,
    size: typeof contentSize === 'string' ? contentSize : null,
  };
  return {
    ...rest,
    '@id': `${context.pageUrl}#document`,
    url: context.pageUrl,
    ...fileProperties(media, stated),
    publisher: { '@id': context.businessNodeId },
  };
}

/** The block a document without JSON-LD of its own gets: its type, name and description. */
function plainDocumentBlock(document: DocumentSummary): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': document.type === 'IMAGE' ? 'ImageObject' : 'DigitalDocument',
    name: document.label,
    ...(document.description !== null && { description: document.description }),
  };
}

/** The document page's JSON-LD, from its model. */
export function documentModelJsonLd({ frame, business, document, file }: DocumentModel) {
  return documentPageJsonLd(
    document.jsonLd ?? plainDocumentBlock(document),
    {
      pageUrl: frame.canonicalUrl,
      businessNodeId: businessNodeId(frame.siteUrl, business.slug),
    },
    file,
  );
}

/**
 * The documents of one page of the list, as the list states them: each with its page, its
 * type and its file (a CollectionPage's parts, which state no more than the list shows).
 */
export function documentsModelJsonLd({ frame, business, documents }: DocumentsModel) {
  if (documents.items.length === 0) return null;
  const nodeId = businessNodeId(frame.siteUrl, business.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${frame.canonicalUrl}#page`,
    url: frame.canonicalUrl,
    about: { '@id': nodeId },
    hasPart: documents.items.map((document) => {
      const pageUrl = absoluteUrl(
        frame.siteUrl,
        localizedPath(frame.locale, documentPath(business.slug, document)),
      );
      const block = {
        ...plainDocumentBlock(document),
        ...(document.updatedAt !== null && { dateModified: document.updatedAt }),
      };
      // One context for the whole block: its parts need none of their own.
      const node = documentPageJsonLd(block, { pageUrl, businessNodeId: nodeId }, document.file);
      delete node?.['@context'];
      return node;
    }),
  };
}

import type { DocumentModel } from '@/lib/models/document';
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

/**
 * A document's JSON-LD as its page states it: the API's block (script URLs dropped), with an
 * @id of its own and its business as publisher (the same @id as the profile's node, so crawlers
 * join them). A `contentUrl` on a type that has no such property (DigitalDocument is a
 * CreativeWork, not a MediaObject) moves into an `encoding` MediaObject, where it is valid.
 */
export function documentPageJsonLd(
  jsonLd: Record<string, unknown> | null,
  context: { pageUrl: string; businessNodeId: string },
): Record<string, unknown> | null {
  const block = documentJsonLd(jsonLd);
  if (block === null) return null;
  const { contentUrl, encodingFormat, ...rest } = block;
  const types = [block['@type']].flat().map(String);
  const media = types.some((type) => MEDIA_TYPES.has(type));
  const file =
    contentUrl === undefined || media
      ? {
          ...(contentUrl !== undefined && { contentUrl }),
          ...(encodingFormat !== undefined && { encodingFormat }),
        }
      : {
          encoding: {
            '@type': 'MediaObject',
            contentUrl,
            ...(encodingFormat !== undefined && { encodingFormat }),
          },
          ...(encodingFormat !== undefined && { encodingFormat }),
        };
  return {
    ...rest,
    '@id': `${context.pageUrl}#document`,
    url: context.pageUrl,
    ...file,
    publisher: { '@id': context.businessNodeId },
  };
}

/** The document page's JSON-LD, from its model. */
export function documentModelJsonLd({ frame, business, document }: DocumentModel) {
  return documentPageJsonLd(document.jsonLd, {
    pageUrl: frame.canonicalUrl,
    businessNodeId: businessNodeId(frame.siteUrl, business.slug),
  });
}

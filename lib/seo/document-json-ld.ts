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

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The URL policy for links and images in Markdown from the API: absolute http(s), mailto and
 * tel only, plus in-page fragments (GFM footnotes link to #user-content-fn-…). Anything else,
 * javascript:, data:, relative paths that would pose as our own pages, is dropped.
 */
export function safeMarkdownUrl(url: string, kind: 'link' | 'image'): string | undefined {
  const trimmed = url.trim();
  if (kind === 'link' && /^#[\w\-.:%]*$/.test(trimmed)) return trimmed;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (kind === 'image')
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  return ALLOWED_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
}

/*
 * What may stand in a URL path segment. A leaf module: the proxy's path guard and the API
 * reshapers both apply it, so neither depends on the other.
 */

/** The value as trimmed text, as the API reshapers read text (numbers and booleans too). */
function segmentText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** Longer than any real slug or id; the proxy refuses longer path segments too. */
export const MAX_SLUG_LENGTH = 200;

/**
 * An identifier that may be put into a URL path segment: non-blank, bounded, no control
 * characters, and never a dot segment ("." and ".." would be resolved away by URL parsing and
 * could address another endpoint). Callers still percent-encode it.
 */
export function pathSegment(value: unknown): string | null {
  const candidate = segmentText(value);
  if (candidate === '' || candidate === '.' || candidate === '..') return null;
  if (candidate.length > MAX_SLUG_LENGTH) return null;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  return candidate;
}

import { pathSegment } from '@/lib/urls/path-segment';

/** Only what may stand unencoded in a URL path segment (RFC 3986 pchar), '%' included. */
const RAW_SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]*$/;
const ESCAPE = /%[0-9A-Fa-f]{2}/;

/**
 * A dynamic route segment (slug, article, item, document id) as the API should see it, or null
 * when it cannot name a resource (blank, a dot segment, control characters, too long).
 *
 * Next.js 16 hands route params over decoded once. Decoding them again, as if they might
 * still be raw, turns a slug with a literal percent sign into another slug (`caf%C3%A9` into
 * `café`) or into an error (`tips 50%`). A second decode is kept only for a value that looks
 * raw — nothing but URL-safe characters, with at least one escape — should a router ever hand
 * one over undecoded; a decoded value with a space, a slash or a letter beyond ASCII is left
 * alone. (A slug of URL-safe characters holding a literal escape stays ambiguous; real slugs
 * never hold '%'.)
 */
export function routeSegment(value: string): string | null {
  let decoded = value;
  if (RAW_SEGMENT.test(value) && ESCAPE.test(value)) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return pathSegment(decoded);
}

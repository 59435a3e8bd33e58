import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pathSegment } from '@/lib/api/reshape/primitives';

/** The locale of a route, or the 404 page for anything else (/de/…, /xx/…). */
export async function requireLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/**
 * A dynamic segment (slug, article, item, document id) as the API should see it. Segments
 * arrive percent-decoded; one that is blank, a dot segment or absurdly long cannot name a
 * resource, so it is a 404 without any upstream call.
 */
export function requireSegment(value: string): string {
  let decoded = value;
  try {
    // Some routers hand over the raw (still-encoded) segment; decoding twice is harmless for
    // real slugs, which never contain '%'.
    if (/%[0-9a-f]{2}/i.test(value)) decoded = decodeURIComponent(value);
  } catch {
    notFound();
  }
  const segment = pathSegment(decoded);
  if (segment === null) notFound();
  return segment;
}

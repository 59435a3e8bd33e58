import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { routeSegment } from '@/lib/security/route-segment';

/** The locale of a route, or the 404 page for anything else (/de/…, /xx/…). */
export async function requireLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/**
 * A dynamic segment (slug, article, item, document id) as the API should see it. One that is
 * blank, a dot segment or absurdly long cannot name a resource, so it is a 404 without any
 * upstream call. Decoding rules: lib/security/route-segment.ts.
 */
export function requireSegment(value: string): string {
  const segment = routeSegment(value);
  if (segment === null) notFound();
  return segment;
}

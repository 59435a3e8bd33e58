import type { Locale } from '@/lib/i18n/routing';

export type QueryValue = string | number | undefined;

/**
 * The upstream URL for an endpoint. Path segments are percent-encoded one by one, so a slug can
 * never add a segment, climb out with "..", or carry a query string to another endpoint.
 */
export function apiRequestUrl(
  baseUrl: string,
  segments: readonly string[],
  locale: Locale,
  query: Record<string, QueryValue> = {},
): string {
  const path = segments.map((segment) => encodeURIComponent(segment)).join('/');
  const url = new URL(`${baseUrl}/${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  url.searchParams.set('lang', locale);
  return url.href;
}

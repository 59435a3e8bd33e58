import type { Locale } from '@/lib/i18n/routing';

/*
 * The URLs of the site's own JSON endpoints for a business's paged sections, as the client
 * islands call them. A leaf module on purpose: client code reaches it without pulling in the
 * server-only API layer.
 */

/** GET /api/businesses/{slug}/reviews?page=&sort=&stars=&lang=; empty filters are left out. */
export function reviewsRouteUrl(
  slug: string,
  {
    page,
    lang,
    sort = '',
    stars = null,
  }: { page: number; lang: Locale; sort?: string; stars?: number | null },
): string {
  const query = new URLSearchParams({ page: String(page), lang });
  if (sort) query.set('sort', sort);
  if (stars !== null) query.set('stars', String(stars));
  return `/api/businesses/${encodeURIComponent(slug)}/reviews?${query}`;
}

/**
 * GET /api/businesses/{slug}/catalog?page=&type=&q=&sort=&instock=&tag=&lang=; empty filters
 * are left out.
 */
export function catalogRouteUrl(
  slug: string,
  {
    page,
    lang,
    type,
    q,
    sort = '',
    instock = false,
    tag = '',
  }: {
    page: number;
    lang: Locale;
    type: string | null;
    q: string;
    sort?: string;
    instock?: boolean;
    tag?: string;
  },
): string {
  const query = new URLSearchParams({ page: String(page), lang });
  if (type) query.set('type', type);
  if (q) query.set('q', q);
  if (sort) query.set('sort', sort);
  if (instock) query.set('instock', 'true');
  if (tag) query.set('tag', tag);
  return `/api/businesses/${encodeURIComponent(slug)}/catalog?${query}`;
}

/** GET /api/search with the filters in use (`filterParams`), a page and a language. */
export function searchRouteUrl(
  filters: Record<string, string>,
  { page, lang }: { page: number; lang: Locale },
): string {
  const query = new URLSearchParams(filters);
  query.set('page', String(page));
  query.set('lang', lang);
  return `/api/search?${query}`;
}

/** GET /api/suggest?q=&lang= */
export function suggestRouteUrl(text: string, lang: Locale): string {
  return `/api/suggest?${new URLSearchParams({ q: text, lang })}`;
}

/** GET /api/businesses/{slug}/catalog/{itemSlug}/calendar.ics?lang= — an event for a calendar. */
export function eventCalendarUrl(slug: string, itemSlug: string, lang: Locale): string {
  return `/api/businesses/${encodeURIComponent(slug)}/catalog/${encodeURIComponent(itemSlug)}/calendar.ics?lang=${lang}`;
}

/**
 * GET /api/content?q=&category=&city=&verified=&page=&lang= — what businesses offer that the
 * home search finds; empty filters are left out.
 */
export function contentRouteUrl(
  {
    q,
    category,
    city,
    region,
    verified,
  }: { q: string; category: string; city: string; region?: string; verified: boolean },
  { page, lang }: { page: number; lang: Locale },
): string {
  const query = new URLSearchParams({ q: q.trim() });
  if (category) query.set('category', category);
  if (city) query.set('city', city);
  if (region) query.set('region', region);
  if (verified) query.set('verified', 'true');
  query.set('page', String(page));
  query.set('lang', lang);
  return `/api/content?${query}`;
}

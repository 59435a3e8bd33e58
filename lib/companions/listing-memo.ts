import 'server-only';
import { listBusinesses } from '@/lib/api/directory';
import type { Business } from '@/lib/api/types';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';

/*
 * The business listing for companion files, kept in memory for API_CACHE_SECONDS. Next's data
 * cache refuses entries over 2 MB, which the listing passes at about 1,800 businesses; past
 * that, each sitemap chunk, llms category file or dump would download and parse the whole
 * listing again. One load per language is shared by concurrent requests (single flight), and a
 * failed load is forgotten at once so the next request retries.
 */

interface Entry {
  expires: number;
  value: Promise<Business[]>;
}

const entries = new Map<Locale, Entry>();

export function cachedListing(
  locale: Locale,
  load: (locale: Locale) => Promise<Business[]> = listBusinesses,
  ttlMs: number = getSiteConfig().apiCacheSeconds * 1000,
  now: number = Date.now(),
): Promise<Business[]> {
  const hit = entries.get(locale);
  if (hit && hit.expires > now) return hit.value;
  const value = load(locale);
  entries.set(locale, { expires: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(locale)?.value === value) entries.delete(locale);
  });
  return value;
}

/** For tests. */
export function clearListingCache(): void {
  entries.clear();
}

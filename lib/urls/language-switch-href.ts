import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/urls/paths';

/**
 * Next's own query parameter: the cache key of a prefetch or navigation request (`?_rsc=…`).
 * An ISR page first rendered for such a request sees it in its search params, and a link that
 * kept it would send crawlers to a junk URL.
 */
const FRAMEWORK_PARAMS = ['_rsc'];

/**
 * The same page in the other language: the path the browser shows, with its language prefix
 * swapped, and its query (filters, page) kept without the framework's own parameters.
 */
export function languageSwitchHref(pathname: string, query: string, target: Locale): string {
  const params = new URLSearchParams(query);
  for (const name of FRAMEWORK_PARAMS) params.delete(name);
  const kept = params.toString();
  const path = localizedPath(target, splitLocale(pathname).path);
  return kept ? `${path}?${kept}` : path;
}

import 'server-only';
import { getSiteConfig, userAgent } from '@/lib/config/site-config';
import { defaultLocale } from '@/lib/i18n/routing';
import { apiRequestUrl } from './request-url';

/**
 * Whether the API answers with JSON right now, bypassing every cache: the business's detail
 * for a slug, the listing otherwise. A 200 or a 404 (a removed business is news too) whose body
 * starts like JSON, within API_TIMEOUT_MS. Only the first bytes are read, so probing the
 * listing (tens of megabytes) costs one chunk. A revalidation asks this before it throws cached
 * pages away, so that an outage never costs the pages that still work.
 */
export async function upstreamAnswers(slug: string | null): Promise<boolean> {
  const config = getSiteConfig();
  // The same endpoints as directory.ts's getBusiness and listBusinesses.
  const segments = slug === null ? ['index', 'directory-businesses'] : ['index', 'directory-business', slug];
  const url = apiRequestUrl(config.apiBaseUrl, segments, defaultLocale);
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': userAgent(config) },
      signal: AbortSignal.timeout(config.apiTimeoutMs),
      cache: 'no-store',
    });
    if (response.status !== 200 && response.status !== 404) {
      await response.body?.cancel();
      return false;
    }
    return await startsLikeJson(response);
  } catch {
    return false;
  }
}

async function startsLikeJson(response: Response): Promise<boolean> {
  const reader = response.body?.getReader();
  if (!reader) return false;
  const decoder = new TextDecoder();
  let start = '';
  try {
    while (start.trim() === '') {
      const { value, done } = await reader.read();
      if (done) return false;
      start += decoder.decode(value, { stream: true });
    }
    return /^\s*[[{]/.test(start);
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

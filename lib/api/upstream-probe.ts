import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import { defaultLocale } from '@/lib/i18n/routing';
import { fetchApiJsonUncached } from './fetch-json';
import { apiRequestUrl } from './request-url';
import { openUpstream } from './upstream-request';

/*
 * Whether the API answers properly right now, bypassing every cache. A revalidation asks this
 * before it throws cached pages away, so that an outage never costs the pages that still work.
 * The same endpoints as directory.ts's getBusiness and listing-stream.ts.
 */

/** How much of the listing is read to find a business to probe. */
const LISTING_PREFIX_BYTES = 64 * 1024;

function businessUrl(slug: string): string {
  return apiRequestUrl(
    getSiteConfig().apiBaseUrl,
    ['index', 'directory-business', slug],
    defaultLocale,
  );
}

/** The business detail, read and parsed whole (it is small); a 404 is an answer too. */
async function businessAnswers(slug: string): Promise<boolean> {
  try {
    await fetchApiJsonUncached(businessUrl(slug));
    return true;
  } catch {
    return false;
  }
}

/** The start of the listing, up to `limit` bytes, or null if the API does not answer 200. */
async function listingPrefix(limit: number): Promise<{ text: string; complete: boolean } | null> {
  const url = apiRequestUrl(
    getSiteConfig().apiBaseUrl,
    ['index', 'directory-businesses'],
    defaultLocale,
  );
  // Not recorded as an outage: the probe only answers whether to revalidate.
  const response = await openUpstream(url);
  const reader = response.body?.getReader();
  if (response.status !== 200 || !reader) {
    await response.body?.cancel();
    return null;
  }
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const { value, done } = await reader.read();
      if (done) return { text: text + decoder.decode(), complete: true };
      text += decoder.decode(value, { stream: true });
    }
    return { text, complete: false };
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const FIRST_SLUG = /"slug"\s*:\s*("(?:[^"\\]|\\.)*")/;

/**
 * For the whole directory, the listing (tens of megabytes) is not read whole: its first
 * business is found in the first bytes and that business's detail is read instead. A listing
 * short enough to arrive whole must parse.
 */
async function directoryAnswers(): Promise<boolean> {
  try {
    const prefix = await listingPrefix(LISTING_PREFIX_BYTES);
    if (!prefix) return false;
    if (prefix.complete) {
      JSON.parse(prefix.text);
      return true;
    }
    const quoted = FIRST_SLUG.exec(prefix.text)?.[1];
    const slug: unknown = quoted === undefined ? null : JSON.parse(quoted);
    return typeof slug === 'string' && slug !== '' && (await businessAnswers(slug));
  } catch {
    return false;
  }
}

/** Whether one business (by slug) or the whole directory (null) can be read fresh now. */
export function upstreamAnswers(slug: string | null): Promise<boolean> {
  return slug === null ? directoryAnswers() : businessAnswers(slug);
}

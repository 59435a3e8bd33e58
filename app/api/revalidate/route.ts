import { revalidatePath, revalidateTag } from 'next/cache';
import { revalidationTags, upstreamAnswers } from '@/lib/api';
import { errorBody } from '@/lib/routes/json-response';
import { LISTING_PAGE_ROUTES, LISTING_TWIN_ROUTES } from '@/lib/urls/listing-routes';
import { clearMemoryCaches } from '@/lib/directory/memory-caches';
import { storedListing } from '@/lib/directory/stored-listing';
import { loadedDirectory } from '@/lib/directory/directories';
import { defaultLocale } from '@/lib/i18n/routing';
import { readRevalidateRequest } from '@/lib/resilience/revalidate-request';
import { announceRevalidation } from '@/lib/shared-cache/revalidation-bus';
import { requestContentSync } from '@/lib/content/sync/start-content-sync';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * With the cluster's stored listing, only its writer reads the listing from the API: the whole
 * directory is probed through the first business this instance lists instead (null: the
 * listing's own probe, before any index is loaded).
 */
async function storedListingProbe(): Promise<string | null> {
  if (!storedListing()) return null;
  const first = await loadedDirectory(defaultLocale)
    ?.slice({}, 0, 1)
    .catch(() => []);
  return first?.[0]?.slug ?? null;
}

/**
 * POST /api/revalidate — refresh one business (JSON body {"slug": "…"}) or everything (empty
 * body). Authorization: Bearer <REVALIDATE_SECRET>; without that variable the endpoint is a 404.
 *
 * When the API answers, the data is expired outright ({ expire: 0 }): the next request for a
 * page, twin or companion file waits for fresh data. When it does not, cached pages must not be
 * thrown away for errors: the data is only marked stale ('max'), every page keeps being served,
 * and the first visits after the API is back refresh it in the background (202).
 *
 * With several instances sharing Redis, the tags are expired in Redis for all of them, and
 * `instances` says how many reloaded their in-memory caches before this answer.
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = await readRevalidateRequest(request, process.env.REVALIDATE_SECRET);
  if (!parsed.ok) {
    const headers: Record<string, string> = { ...NO_STORE };
    if (parsed.status === 401) headers['WWW-Authenticate'] = 'Bearer realm="revalidate"';
    return Response.json(errorBody(parsed.status, parsed.error), {
      status: parsed.status,
      headers,
    });
  }
  const fresh = await upstreamAnswers(parsed.slug ?? (await storedListingProbe()));
  const tags = revalidationTags(parsed.slug);
  for (const tag of tags) revalidateTag(tag, fresh ? { expire: 0 } : 'max');
  // The in-memory caches (the directory index) are reloaded before the cached listing pages are
  // expired: those pages read the index, not tagged API data, and must re-render from the new one.
  // Other instances (REDIS_URL) reload theirs at the same time and acknowledge it.
  // With the cluster's stored listing (DATABASE_URL), the instance that writes it stores it anew
  // before it acknowledges: this one reloads after, unless the acknowledgements time out.
  const [memoryCaches, instances] = storedListing()
    ? await announceRevalidation({ slug: parsed.slug, fresh, tags }).then(
        async (report) => [fresh ? await clearMemoryCaches() : [], report] as const,
      )
    : await Promise.all([
        fresh ? clearMemoryCaches() : Promise.resolve([]),
        announceRevalidation({ slug: parsed.slug, fresh, tags }),
      ]);
  if (fresh) {
    for (const route of [...LISTING_PAGE_ROUTES, ...LISTING_TWIN_ROUTES])
      revalidatePath(route, 'page');
    // The content index reads the business again in the background (every language).
    requestContentSync(parsed.slug);
  }
  return Response.json(
    { revalidated: true, fresh, slug: parsed.slug, tags, memoryCaches, instances },
    { status: fresh ? 200 : 202, headers: NO_STORE },
  );
}

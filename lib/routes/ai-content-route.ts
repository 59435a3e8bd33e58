import 'server-only';
import { aiContentLoaders, markdownContext } from '@/lib/companions/directory-source';
import { companionPart, companionParts, withQuery } from '@/lib/companions/companion-parts';
import {
  datasetVersion,
  parseSince,
  versionHeaders,
} from '@/lib/companions/dataset-version';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
  notModifiedResponse,
  streamedResponse,
} from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import { getDirectoryIndex } from '@/lib/directory/directory-index';
import { updatedSince } from '@/lib/directory/updated-since';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { type Locale } from '@/lib/i18n/routing';
import {
  aiContentChunks,
  DEFAULT_AI_CONTENT_OPTIONS,
  renderAiContentIndex,
} from '@/lib/llms/ai-content';
import { aiContentPartPath, companionPath } from '@/lib/urls/companion-files';
import { latest } from '@/lib/sitemap/urlset';
import { absoluteUrl } from '@/lib/urls/paths';

/*
 * /ai-content.txt and its part files /ai-content/{n}.txt (and /fr/…). A selection of up to
 * COMPANION_FILE_BUSINESSES businesses (the directory, or those updated since `?since=`) is
 * one file, streamed business by business; a larger one is an index of part files of that
 * many businesses each (lib/companions/companion-parts), so that one GET expands a bounded
 * number of businesses. The validators stand for the data (the index's latest update), so a
 * reader that holds this version gets a 304 at no upstream cost.
 */

function textError(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': CONTENT_TYPES.text, 'Cache-Control': 'no-store' },
  });
}

interface Selection {
  entries: readonly ListingEntry[];
  since: Date | null;
  latestUpdate: string | null;
}

async function select(request: Request, locale: Locale): Promise<Selection | Response> {
  const since = parseSince(new URL(request.url).searchParams);
  if (!since.ok) return textError(400, since.error);
  let index;
  try {
    // Only the index is awaited before answering: a failure here is still a clean 503.
    index = await getDirectoryIndex(locale);
  } catch (error) {
    return companionUnavailable(error);
  }
  // No copy of the whole index when nothing is filtered out.
  const entries =
    since.value === null
      ? index.entries
      : index.entries.filter((entry) => updatedSince(entry.updatedAt, since.value));
  return { entries, since: since.value, latestUpdate: index.latestUpdate };
}

/** GET /ai-content.txt: the whole file, or the index of its parts. */
export async function aiContentResponse(request: Request, locale: Locale): Promise<Response> {
  const selection = await select(request, locale);
  if (selection instanceof Response) return selection;
  const { entries, since } = selection;
  const version = datasetVersion(
    selection.latestUpdate,
    entries.length,
    `ai-content|${locale}|${since?.toISOString() ?? ''}`,
  );
  const notModified = notModifiedResponse(request, version);
  if (notModified) return notModified;
  const ctx = markdownContext(locale);
  const perFile = getSiteConfig().companionFileBusinesses;
  const parts = companionParts(entries, perFile);
  if (parts.length === 0)
    return streamedResponse(
      aiContentChunks(entries, aiContentLoaders(locale), ctx),
      CONTENT_TYPES.text,
      versionHeaders(version),
    );
  const index = renderAiContentIndex(
    entries.length,
    perFile,
    parts.map((part) => ({
      url: absoluteUrl(ctx.siteUrl, withQuery(aiContentPartPath(locale, part.part), since)),
      businesses: part.businesses.length,
      updatedAt: latest(part.businesses.map((business) => business.updatedAt)),
    })),
    new Date(),
    ctx,
  );
  return companionResponse(index, CONTENT_TYPES.text, versionHeaders(version));
}

/** GET /ai-content/{n}.txt: part n of a split file, streamed; a 404 when there is no such part. */
export async function aiContentPartResponse(
  request: Request,
  locale: Locale,
  n: number,
): Promise<Response> {
  const selection = await select(request, locale);
  if (selection instanceof Response) return selection;
  const { entries, since } = selection;
  const part = companionPart(entries, getSiteConfig().companionFileBusinesses, n);
  if (!part) return companionNotFound();
  const version = datasetVersion(
    selection.latestUpdate,
    entries.length,
    `ai-content|${locale}|${since?.toISOString() ?? ''}|part ${n}`,
  );
  const notModified = notModifiedResponse(request, version);
  if (notModified) return notModified;
  const ctx = markdownContext(locale);
  return streamedResponse(
    aiContentChunks(
      part.businesses,
      aiContentLoaders(locale),
      ctx,
      DEFAULT_AI_CONTENT_OPTIONS,
      new Date(),
      {
        part: part.part,
        parts: part.parts,
        indexUrl: absoluteUrl(ctx.siteUrl, withQuery(companionPath('aiContent', locale), since)),
      },
    ),
    CONTENT_TYPES.text,
    versionHeaders(version),
  );
}

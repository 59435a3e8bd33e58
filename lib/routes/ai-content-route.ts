import 'server-only';
import { aiContentLoaders, markdownContext } from '@/lib/companions/directory-source';
import { companionPart, isSplit, withQuery } from '@/lib/companions/companion-parts';
import { datasetVersion, parseSince, versionHeaders } from '@/lib/companions/dataset-version';
import {
  CONTENT_TYPES,
  companionNotFound,
  companionResponse,
  companionUnavailable,
  notModifiedResponse,
  streamedResponse,
} from '@/lib/companions/responses';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Directory } from '@/lib/directory/directory';
import { getDirectory } from '@/lib/directory/directories';
import { type Locale } from '@/lib/i18n/routing';
import {
  aiContentChunks,
  DEFAULT_AI_CONTENT_OPTIONS,
  renderAiContentIndex,
} from '@/lib/llms/ai-content';
import { aiContentPartPath, companionPath } from '@/lib/urls/companion-files';
import { absoluteUrl } from '@/lib/urls/paths';

/*
 * /ai-content.txt and its part files /ai-content/{n}.txt (and /fr/…). A selection of up to
 * COMPANION_FILE_BUSINESSES businesses (the directory, or those updated since `?since=`) is
 * one file, streamed business by business; a larger one is an index of part files of that
 * many businesses each (lib/companions/companion-parts), so that one GET expands a bounded
 * number of businesses. The validators stand for the data (the directory's latest update and
 * the selection's size), so a reader that holds this version gets a 304 at no upstream cost.
 * No answer holds the directory: a file reads its own businesses (Directory.slice), and the
 * index streams the selection for each part's latest update.
 */

function textError(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': CONTENT_TYPES.text, 'Cache-Control': 'no-store' },
  });
}

interface Selection {
  directory: Directory;
  since: Date | null;
  /** How many businesses it holds. */
  count: number;
}

async function select(request: Request, locale: Locale): Promise<Selection | Response> {
  const since = parseSince(new URL(request.url).searchParams);
  if (!since.ok) return textError(400, since.error);
  try {
    // Only the directory and the count are awaited before answering: a failure here is still a
    // clean 503.
    const directory = await getDirectory(locale);
    const count =
      since.value === null ? directory.total : await directory.count({ since: since.value });
    return { directory, since: since.value, count };
  } catch (error) {
    return companionUnavailable(error);
  }
}

/** GET /ai-content.txt: the whole file, or the index of its parts. */
export async function aiContentResponse(request: Request, locale: Locale): Promise<Response> {
  const selection = await select(request, locale);
  if (selection instanceof Response) return selection;
  const { directory, since, count } = selection;
  const version = datasetVersion(
    directory.latestUpdate,
    count,
    `ai-content|${locale}|${since?.toISOString() ?? ''}`,
  );
  const notModified = notModifiedResponse(request, version);
  if (notModified) return notModified;
  const ctx = markdownContext(locale);
  const perFile = getSiteConfig().companionFileBusinesses;
  try {
    if (!isSplit(count, perFile))
      return streamedResponse(
        aiContentChunks(
          await directory.slice({ since }, 0, perFile),
          aiContentLoaders(locale),
          ctx,
        ),
        CONTENT_TYPES.text,
        versionHeaders(version),
      );
    const parts = await directory.chunks({ since }, perFile);
    const index = renderAiContentIndex(
      count,
      perFile,
      parts.map((part, position) => ({
        url: absoluteUrl(ctx.siteUrl, withQuery(aiContentPartPath(locale, position + 1), since)),
        businesses: part.businesses,
        updatedAt: part.lastmod,
      })),
      new Date(),
      ctx,
    );
    return companionResponse(index, CONTENT_TYPES.text, versionHeaders(version));
  } catch (error) {
    // The stored directory's reads can fail too: still a clean 503.
    return companionUnavailable(error);
  }
}

/** GET /ai-content/{n}.txt: part n of a split file, streamed; a 404 when there is no such part. */
export async function aiContentPartResponse(
  request: Request,
  locale: Locale,
  n: number,
): Promise<Response> {
  const selection = await select(request, locale);
  if (selection instanceof Response) return selection;
  const { directory, since, count } = selection;
  const part = companionPart(count, getSiteConfig().companionFileBusinesses, n);
  if (!part) return companionNotFound();
  const version = datasetVersion(
    directory.latestUpdate,
    count,
    `ai-content|${locale}|${since?.toISOString() ?? ''}|part ${n}`,
  );
  const notModified = notModifiedResponse(request, version);
  if (notModified) return notModified;
  const ctx = markdownContext(locale);
  let businesses;
  try {
    businesses = await directory.slice({ since }, part.offset, part.count);
  } catch (error) {
    return companionUnavailable(error);
  }
  return streamedResponse(
    aiContentChunks(
      businesses,
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

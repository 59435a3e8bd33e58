import 'server-only';
import { cache } from 'react';
import {
  DOCUMENTS_PAGE_SIZE,
  emptyPage,
  getDocument,
  listDocuments,
  type DocumentSummary,
  type Paged,
} from '@/lib/api';
import { mapConcurrent } from '@/lib/async/concurrency';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { documentFile, type DocumentFile } from './document-file';
import { pageFrame } from './frame';

/** A document of the list, with its file: the link to download it, or why there is none. */
export type ListedDocument = DocumentSummary & { file: DocumentFile };

/** One page of a business's documents; a document endpoint answering 404 means none. */
export interface DocumentsModel extends BusinessPageModel {
  page: number;
  /** The first page's path, which the pager's links extend. */
  basePath: string;
  documents: Paged<ListedDocument>;
}

/** Document details read at once for one page of the list (a page holds at most 12). */
const DETAIL_CONCURRENCY = 4;

/**
 * The list's documents with their files. The summary names no file: only a document's own
 * answer does (its JSON-LD's contentUrl), so each document of the page is read too, through
 * the same cached call as its page. A document whose answer is a 404 is listed without a file.
 */
export async function withFiles(
  slug: string,
  documents: Paged<DocumentSummary>,
  locale: Locale,
): Promise<Paged<ListedDocument>> {
  const items = await mapConcurrent(documents.items, DETAIL_CONCURRENCY, async (document) => ({
    ...document,
    file: documentFile(
      document,
      await getDocument(slug, document.slug ?? document.id, locale),
      locale,
    ),
  }));
  return { ...documents, items };
}

export const loadDocumentsModel = cache(
  async (locale: Locale, slug: string, page: number): Promise<DocumentsModel | null> => {
    const [business, documents] = await Promise.all([
      loadBusinessPage(locale, slug, (found) => businessPath(found.slug, 'documents')),
      listDocuments(slug, locale, page, DOCUMENTS_PAGE_SIZE),
    ]);
    if (!business) return null;
    const basePath = business.frame.path;
    // Each page is its own canonical URL, so that every document is reachable by crawlers.
    const frame = pageFrame(locale, pageHref(basePath, page), business.business.slug);
    return {
      ...business,
      frame,
      page,
      basePath,
      documents: await withFiles(
        business.business.slug,
        documents ?? emptyPage(page, DOCUMENTS_PAGE_SIZE),
        locale,
      ),
    };
  },
);

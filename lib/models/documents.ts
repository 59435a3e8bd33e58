import 'server-only';
import { cache } from 'react';
import {
  DOCUMENTS_PAGE_SIZE,
  emptyPage,
  listDocuments,
  type DocumentSummary,
  type Paged,
} from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';
import { withDocumentFiles, type ListedDocument } from './listed-document';

/** One page of a business's documents; a document endpoint answering 404 means none. */
export interface DocumentsModel extends BusinessPageModel {
  page: number;
  /** The first page's path, which the pager's links extend. */
  basePath: string;
  documents: Paged<ListedDocument>;
}

/** One page of the list, each of its documents with its file. */
async function pageWithFiles(
  slug: string,
  documents: Paged<DocumentSummary>,
  locale: Locale,
): Promise<Paged<ListedDocument>> {
  return { ...documents, items: await withDocumentFiles(slug, documents.items, locale) };
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
      documents: await pageWithFiles(
        business.business.slug,
        documents ?? emptyPage(page, DOCUMENTS_PAGE_SIZE),
        locale,
      ),
    };
  },
);

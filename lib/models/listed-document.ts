import 'server-only';
import { getDocument, type DocumentSummary } from '@/lib/api';
import { mapConcurrent } from '@/lib/async/concurrency';
import type { Locale } from '@/lib/i18n/routing';
import { documentFile, type DocumentFile } from './document-file';

/** A listed document with its file: the link to download it, or why there is none. */
export type ListedDocument = DocumentSummary & { file: DocumentFile };

/** Document details read at once (a page of the list holds at most 12, a preview 3). */
const DETAIL_CONCURRENCY = 4;

/**
 * Documents with their files, wherever documents are listed (the documents page, the profile's
 * preview). A summary names no file: only a document's own answer does (its JSON-LD's
 * contentUrl), so each document is read too, through the same cached call as its page. A
 * document whose answer is a 404 is listed without a file.
 */
export function withDocumentFiles(
  slug: string,
  documents: readonly DocumentSummary[],
  locale: Locale,
): Promise<ListedDocument[]> {
  return mapConcurrent(documents, DETAIL_CONCURRENCY, async (document) => ({
    ...document,
    file: documentFile(
      document,
      await getDocument(slug, document.slug ?? document.id, locale),
      locale,
    ),
  }));
}

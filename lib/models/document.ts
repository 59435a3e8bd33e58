import 'server-only';
import { cache } from 'react';
import { getDocument, type DocumentDetail } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { documentFile, type DocumentFile } from './document-file';
import { loadSectionEntry, type SectionEntryModel } from './section-entry';

/** One document of a business, reached by its id or its slug, with what is known of its file. */
export type DocumentModel = SectionEntryModel<'document', DocumentDetail> & { file: DocumentFile };

/** null when the business or the document does not exist. */
export const loadDocumentModel = cache(
  async (locale: Locale, slug: string, documentId: string): Promise<DocumentModel | null> => {
    const entry = await loadSectionEntry(locale, slug, 'documents', 'document', {
      load: () => getDocument(slug, documentId, locale),
      // By slug when the document has one (a readable, stable URL), else by id.
      idOf: (document) => document.slug ?? document.id,
    });
    return entry && { ...entry, file: documentFile(entry.document, entry.document, locale) };
  },
);

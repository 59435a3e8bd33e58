import type { DocumentSummary, Locale } from '@/lib/api';
import { LocaleLink } from '@/components/common/LocaleLink';
import { documentPath } from '@/lib/urls/document-path';
import { DocumentFacts } from './DocumentFacts';
import { DocumentThumbnail } from './DocumentThumbnail';

interface DocumentListProps {
  slug: string;
  documents: DocumentSummary[];
  locale: Locale;
}

export function DocumentList({ slug, documents, locale }: DocumentListProps) {
  return (
    <ul className="divide-y divide-line">
      {documents.map((document) => (
        <li key={document.id} className="flex gap-4 py-5">
          {document.thumbnailUrl && (
            // The label beside it names the document: the thumbnail is decorative here.
            <DocumentThumbnail url={document.thumbnailUrl} alt="" width={96} height={128} />
          )}
          <div className="min-w-0 space-y-2">
            <h2 className="text-lg font-semibold">
              <LocaleLink
                href={documentPath(slug, document)}
                className="text-accent underline-offset-2 hover:underline"
              >
                {document.label}
              </LocaleLink>
            </h2>
            {document.description && <p className="text-ink">{document.description}</p>}
            <DocumentFacts document={document} locale={locale} />
          </div>
        </li>
      ))}
    </ul>
  );
}

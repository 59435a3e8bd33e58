import { useTranslations } from 'next-intl';
import { DateLine } from '@/components/common/DateLine';
import { LocaleLink } from '@/components/common/LocaleLink';
import type { ListedDocument } from '@/lib/models/listed-document';
import { fileSummaryLine } from '@/lib/models/document-file';
import { documentPath } from '@/lib/urls/document-path';
import { DocumentDownload } from './DocumentDownload';
import { DocumentThumbnail } from './DocumentThumbnail';

interface DocumentListProps {
  slug: string;
  documents: ListedDocument[];
}

/**
 * Each document with its type and size in words ("PDF · 1.2 MB"), the direct link to its file
 * or why there is none, and its date.
 */
export function DocumentList({ slug, documents }: DocumentListProps) {
  const t = useTranslations('Documents');
  return (
    <ul className="divide-y divide-line">
      {documents.map((document) => {
        const date = document.updatedAt ?? document.createdAt;
        return (
          <li key={document.id} className="flex gap-4 py-5">
            {document.thumbnailUrl && (
              // The label beside it names the document: the thumbnail is decorative here.
              <DocumentThumbnail url={document.thumbnailUrl} alt="" width={96} height={128} />
            )}
            <div className="min-w-0 space-y-2">
              <h2 className="heading-md">
                <LocaleLink
                  href={documentPath(slug, document)}
                  className="text-accent underline-offset-2 hover:underline"
                >
                  {document.label}
                </LocaleLink>
              </h2>
              {document.description && <p className="text-ink">{document.description}</p>}
              <p className="text-sm font-medium text-ink" data-testid="document-file">
                {fileSummaryLine(t(`type${document.type}`), document.file)}
              </p>
              <DocumentDownload label={document.label} file={document.file} textIs="on-its-page" />
              {date && (
                <p className="text-sm text-ink-muted">
                  <DateLine
                    namespace="Documents"
                    messageKey={document.updatedAt ? 'updatedLine' : 'addedLine'}
                    iso={date}
                  />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

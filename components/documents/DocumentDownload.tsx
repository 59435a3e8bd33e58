import { useTranslations } from 'next-intl';
import type { DocumentFile } from '@/lib/models/document-file';

interface DocumentDownloadProps {
  /** The document's label, read after "Download" by screen readers (a list has several). */
  label: string;
  file: DocumentFile;
  /** Where the text published instead of the file is: on the document's page, or below. */
  textIs: 'on-its-page' | 'below';
  /** Spacing from what comes before it. */
  className?: string;
}

/**
 * The direct link to a document's file, or, when there is none, a sentence saying why, so a
 * reader is never left looking for a download that does not exist. The address is the model's,
 * http(s) only; on paper it is printed after the link.
 */
export function DocumentDownload({ label, file, textIs, className }: DocumentDownloadProps) {
  const t = useTranslations('Documents');
  if (file.url === null) {
    return (
      <p
        className={`text-sm text-ink-muted ${className ?? ''}`.trim()}
        data-testid="document-no-file"
      >
        {file.missing === 'text-only'
          ? t(textIs === 'below' ? 'noFileTextBelow' : 'noFileTextOnly')
          : t('noFileNotPublished')}
      </p>
    );
  }
  return (
    <p className={className}>
      <a
        href={file.url}
        rel="nofollow noopener"
        type={file.encodingFormat ?? undefined}
        data-print-url=""
        data-testid="document-download"
        className="download-link"
      >
        {t.rich('downloadNamed', {
          label,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </a>
    </p>
  );
}

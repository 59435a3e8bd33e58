import { useTranslations } from 'next-intl';
import type { DocumentFile } from '@/lib/models/document-file';

interface DocumentDownloadProps {
  /** The document's label, read after "Download" by screen readers (a list has several). */
  label: string;
  file: DocumentFile;
  /** Where the text published instead of the file is: on the document's page, or below. */
  textIs: 'on-its-page' | 'below';
}

/**
 * The direct link to a document's file, or, when there is none, a sentence saying why, so a
 * reader is never left looking for a download that does not exist. The address is the model's,
 * http(s) only; on paper it is printed after the link.
 */
export function DocumentDownload({ label, file, textIs }: DocumentDownloadProps) {
  const t = useTranslations('Documents');
  if (file.url === null) {
    return (
      <p className="text-sm text-ink-muted" data-testid="document-no-file">
        {file.missing === 'text-only'
          ? t(textIs === 'below' ? 'noFileTextBelow' : 'noFileTextOnly')
          : t('noFileNotPublished')}
      </p>
    );
  }
  return (
    <p>
      <a
        href={file.url}
        rel="nofollow noopener"
        type={file.encodingFormat ?? undefined}
        data-print-url=""
        data-testid="document-download"
        className="inline-flex min-h-11 items-center rounded-control border border-line-strong px-3 text-sm font-semibold text-accent hover:bg-surface-muted"
      >
        {t.rich('downloadNamed', {
          label,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </a>
    </p>
  );
}

import { Fragment, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { DocumentSummary, Locale } from '@/lib/api';
import type { DocumentFile } from '@/lib/models/document-file';
import { formatFileSize } from '@/lib/text/file-size';
import type { DateFact } from '@/lib/catalog/item-facts';
import { formatDateValue, zonedIso } from '@/lib/text/zoned-date';

interface DocumentFactsProps {
  document: DocumentSummary;
  locale: Locale;
  /**
   * Its file (size, pages, pixels) as the document's model worked it out; a profile's preview
   * leaves it out and shows only the type, size and dates (its file's link comes below).
   */
  file?: DocumentFile;
  /** The zone of the business's place, for the dates of what the document is about. */
  timeZone?: string;
  /** Spacing from what comes before the list. */
  className?: string;
}

/** Type, size, pages, dimensions and dates of a document, as a description list; facts the API lacks are left out. */
export function DocumentFacts({
  document,
  locale,
  file,
  timeZone = 'UTC',
  className,
}: DocumentFactsProps) {
  const t = useTranslations('Documents');
  const format = useFormatter();
  const size =
    file?.size ?? (document.fileSize === null ? null : formatFileSize(document.fileSize, locale));
  const date = (iso: string) => (
    <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long' })}</time>
  );
  const subject = file?.subject;
  const subjectDate = (value: DateFact) => (
    <time dateTime={zonedIso(value, timeZone)}>{formatDateValue(value, locale, timeZone)}</time>
  );
  const facts: { key: string; term: string; value: ReactNode }[] = [
    ...(subject
      ? [
          {
            key: 'subject',
            term: t('subject'),
            value: (
              <>
                {subject.name}
                {subject.start && <> — {subjectDate(subject.start)}</>}
                {subject.end && <> – {subjectDate(subject.end)}</>}
              </>
            ),
          },
        ]
      : []),
    { key: 'type', term: t('type'), value: t(`type${document.type}`) },
    ...(size ? [{ key: 'size', term: t('size'), value: size }] : []),
    ...(file?.pages ? [{ key: 'pages', term: t('pages'), value: format.number(file.pages) }] : []),
    ...(file?.width && file.height
      ? [
          {
            key: 'dimensions',
            term: t('dimensions'),
            value: t('pixels', {
              width: format.number(file.width),
              height: format.number(file.height),
            }),
          },
        ]
      : []),
    ...(document.createdAt
      ? [{ key: 'created', term: t('created'), value: date(document.createdAt) }]
      : []),
    ...(document.updatedAt && document.updatedAt !== document.createdAt
      ? [{ key: 'updated', term: t('updatedAt'), value: date(document.updatedAt) }]
      : []),
  ];
  return (
    <dl className={className ? `${className} fact-list` : 'fact-list'}>
      {facts.map((fact) => (
        <Fragment key={fact.key}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { DocumentSummary, Locale } from '@/lib/api';
import { formatFileSize } from '@/lib/format/file-size';

interface DocumentFactsProps {
  document: DocumentSummary;
  locale: Locale;
}

/** Type, size and dates of a document, as a description list; facts the API lacks are left out. */
export function DocumentFacts({ document, locale }: DocumentFactsProps) {
  const t = useTranslations('Documents');
  const format = useFormatter();
  const size = document.fileSize === null ? null : formatFileSize(document.fileSize, locale);
  const date = (iso: string) => (
    <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long' })}</time>
  );
  const facts: { key: string; term: string; value: ReactNode }[] = [
    { key: 'type', term: t('type'), value: t(`type${document.type}`) },
    ...(size ? [{ key: 'size', term: t('size'), value: size }] : []),
    ...(document.createdAt
      ? [{ key: 'created', term: t('created'), value: date(document.createdAt) }]
      : []),
    ...(document.updatedAt && document.updatedAt !== document.createdAt
      ? [{ key: 'updated', term: t('updatedAt'), value: date(document.updatedAt) }]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
      {facts.map((fact) => (
        <div key={fact.key} className="contents">
          <dt className="font-medium text-slate-800">{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

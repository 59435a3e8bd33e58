import { useFormatter, useTranslations } from 'next-intl';

interface DateLineProps {
  /** Namespace and key of a message with a `{date}` argument inside a `<time>` tag. */
  namespace: string;
  messageKey: string;
  iso: string;
}

/**
 * A sentence about a date ("Published <time>March 1, 2024</time>"), the date formatted for
 * the reader's language and machine-readable in `<time dateTime>`.
 */
export function DateLine({ namespace, messageKey, iso }: DateLineProps) {
  const t = useTranslations(namespace);
  const format = useFormatter();
  return (
    <>
      {t.rich(messageKey, {
        date: format.dateTime(new Date(iso), { dateStyle: 'long' }),
        time: (chunks) => <time dateTime={iso}>{chunks}</time>,
      })}
    </>
  );
}

import { useTranslations } from 'next-intl';
import type { FactLine } from '@/lib/catalog/fact-lines';

/**
 * The value of one of an item's fact lines (lib/catalog/fact-lines): a regular price struck
 * through before a deal's, a date as <time>, any other line as its text.
 */
export function FactLineValue({ line }: { line: FactLine }) {
  const t = useTranslations('Catalog');
  if (line.key === 'price' && line.regular) {
    return (
      <>
        <s className="mr-2 text-ink-muted">
          <span className="sr-only">{t('regularPrice')} </span>
          {line.regular}
        </s>
        {line.text}
      </>
    );
  }
  if ('iso' in line) return <time dateTime={line.iso}>{line.text}</time>;
  return <>{line.text}</>;
}

import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import { factLines, type FactLine } from '@/lib/catalog/fact-lines';
import type { ItemFacts as Facts } from '@/lib/catalog/item-facts';

interface ItemFactsProps {
  item: CatalogItem & { facts: Facts };
  locale: Locale;
  /** The item page states the type too; list cards show it above the label instead. */
  showType?: boolean;
}

function FactValue({ line }: { line: FactLine }) {
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

/**
 * Price (a regular price struck through beside a deal), dates in the place's time zone,
 * availability (ended, expired), brand and tags of an item, as a definition list: the lines
 * every reading of the item states (lib/catalog/fact-lines).
 */
export function ItemFacts({ item, locale, showType = false }: ItemFactsProps) {
  const t = useTranslations('Catalog');
  const lines = factLines(item, locale, (word) => t(word), {
    typeLabel: showType ? t(`typeSingular.${item.type}`) : undefined,
    details: true,
  });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt className="font-medium text-ink-muted">{line.term}</dt>
          <dd
            className={
              line.key === 'availability' && item.facts.status !== 'available'
                ? 'text-ink-muted'
                : 'text-ink'
            }
            data-testid={`item-${line.key}`}
          >
            <FactValue line={line} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

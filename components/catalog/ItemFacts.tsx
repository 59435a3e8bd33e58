import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import { factLines, type FactLine } from '@/lib/catalog/fact-lines';
import type { ItemFacts as Facts } from '@/lib/catalog/item-facts';

interface ItemFactsProps {
  item: CatalogItem & { facts: Facts };
  locale: Locale;
  /** The item page states the type too; list cards show it above the label instead. */
  showType?: boolean;
  /** List cards show the price large, above the other facts, so it stands out. */
  prominentPrice?: boolean;
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
export function ItemFacts({
  item,
  locale,
  showType = false,
  prominentPrice = false,
}: ItemFactsProps) {
  const t = useTranslations('Catalog');
  const all = factLines(item, locale, (word) => t(word), {
    typeLabel: showType ? t(`typeSingular.${item.type}`) : undefined,
    details: true,
  });
  const price = prominentPrice ? all.find((line) => line.key === 'price') : undefined;
  const lines = price ? all.filter((line) => line !== price) : all;
  return (
    <>
      {price && (
        <p className="text-xl font-bold tabular-nums text-ink">
          <span className="sr-only">{price.term}: </span>
          <span data-testid="item-price">
            <FactValue line={price} />
          </span>
        </p>
      )}
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
    </>
  );
}

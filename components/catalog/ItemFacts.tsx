import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import { factLines } from '@/lib/catalog/fact-lines';
import type { ItemFacts as Facts } from '@/lib/catalog/item-facts';
import { regionLabel, type PlaceRegion } from '@/lib/places/region';
import { FactLineValue } from './FactLineValue';

interface ItemFactsProps {
  item: CatalogItem & { facts: Facts };
  locale: Locale;
  /** The item page states the type too; list cards show it above the label instead. */
  showType?: boolean;
  /** List cards show the price large, above the other facts, so it stands out. */
  prominentPrice?: boolean;
  /** The item page names the provinces or states of the business's locations, when known. */
  regions?: readonly PlaceRegion[];
}

/**
 * Price (a regular price struck through beside a deal), dates in the place's time zone,
 * availability (ended, expired), brand and tags of an item, as a definition list: the lines
 * every reading of the item states (lib/catalog/fact-lines); on its page, its business's
 * provinces or states too, as its twin states them.
 */
export function ItemFacts({
  item,
  locale,
  showType = false,
  prominentPrice = false,
  regions = [],
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
            <FactLineValue line={price} />
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
              <FactLineValue line={line} />
            </dd>
          </div>
        ))}
        {regions.length > 0 && (
          <div className="contents">
            <dt className="font-medium text-ink-muted">{t('region')}</dt>
            <dd className="text-ink" data-testid="item-region">
              {regions.map(regionLabel).join(', ')}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}

import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import { formatUnitPrice } from '@/lib/catalog/format-price';

interface ItemFactsProps {
  item: CatalogItem;
  locale: Locale;
  /** The item page states the type too; list cards show it above the label instead. */
  showType?: boolean;
}

/** Price and unit, availability, brand and tags of an item, as a definition list. */
export function ItemFacts({ item, locale, showType = false }: ItemFactsProps) {
  const t = useTranslations('Catalog');
  const facts: { term: string; value: string; testId: string }[] = [];
  if (showType)
    facts.push({ term: t('type'), value: t(`typeSingular.${item.type}`), testId: 'item-type' });
  if (item.unitPrice !== null) {
    facts.push({
      term: t('price'),
      value: formatUnitPrice(item.unitPrice, item.unitMeasure, locale),
      testId: 'item-price',
    });
  }
  facts.push({
    term: t('availability'),
    value: item.available ? t('available') : t('unavailable'),
    testId: 'item-availability',
  });
  if (item.brand) facts.push({ term: t('brand'), value: item.brand, testId: 'item-brand' });
  if (item.tags.length > 0)
    facts.push({ term: t('tags'), value: item.tags.join(', '), testId: 'item-tags' });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-medium text-slate-700">{fact.term}</dt>
          <dd className="text-slate-900" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { LabelledSelect } from '@/components/forms/LabelledSelect';
import {
  CATALOG_SORTS,
  catalogFilterQuery,
  type CatalogFilters,
  type CatalogSort,
} from '@/lib/catalog/catalog-filters';

interface CatalogSortFormProps {
  /** The catalog page's localized path: where the form goes without JavaScript. */
  action: string;
  filters: CatalogFilters;
  onSortChange: (sort: CatalogSort | '') => void;
}

/**
 * The catalog's sort menu: a plain GET form that keeps the other filters (its button sends it
 * without JavaScript); with JavaScript, choosing an order applies it at once.
 */
export function CatalogSortForm({ action, filters, onSortChange }: CatalogSortFormProps) {
  const t = useTranslations('Catalog');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('sort');
    onSortChange((typeof chosen === 'string' ? chosen : '') as CatalogSort | '');
  };
  const kept = catalogFilterQuery({ ...filters, sort: '' });
  return (
    <form method="get" action={action} onSubmit={submit} className="flex items-end gap-2 sm:gap-3">
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LabelledSelect
        id="catalog-sort"
        name="sort"
        label={t('sortLabel')}
        // On a phone the menu's first option says what it does; the label is for screen readers.
        labelClassName="sr-only sm:not-sr-only"
        value={filters.sort}
        options={[
          { value: '', label: t('sortDefault') },
          ...CATALOG_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
        ]}
        className="mt-1 w-[min(15rem,60vw)] rounded border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent sm:w-auto"
        onChange={(value) => onSortChange(value as CatalogSort | '')}
      />
      <button
        type="submit"
        className="rounded border border-line-strong px-4 py-2 font-medium text-ink hover:bg-surface-muted"
      >
        {t('sortApply')}
      </button>
    </form>
  );
}

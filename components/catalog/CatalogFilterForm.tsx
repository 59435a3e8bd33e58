import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FilterDisclosure } from '@/components/forms/FilterDisclosure';
import { LabelledSelect } from '@/components/forms/LabelledSelect';
import type { CatalogItemType } from '@/lib/api';
import type { CatalogSort } from '@/lib/catalog/catalog-filters';
import { MAX_SEARCH_LENGTH } from '@/lib/urls/query-params';

interface CatalogFilterFormProps {
  /** The catalog page's localized path: where the form goes without JavaScript. */
  action: string;
  types: readonly CatalogItemType[];
  type: CatalogItemType | null;
  search: string;
  /** The sort and the tag chip in use, kept by the form. */
  sort: CatalogSort | '';
  instock: boolean;
  tag: string;
  onTypeChange: (type: CatalogItemType | null) => void;
  onInstockChange: (instock: boolean) => void;
  onSearchChange: (search: string) => void;
  onSubmit: () => void;
  onReset: () => void;
}

const fieldClass =
  'mt-1 w-full rounded border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent';

/**
 * A plain GET form (type, search, available only), so filtering works without JavaScript; with
 * it, the parent applies each change as it happens. Only the types the catalog holds are
 * offered. The sort has its own form (CatalogSortForm), so an unsorted search keeps its URL.
 * As on the home page, the search box stays in view and the other filters fold behind one
 * button on a phone, so the first items are on the first screen.
 */
export function CatalogFilterForm(props: CatalogFilterFormProps) {
  const t = useTranslations('Catalog');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  // What the folded panel holds and is in force, counted on its button.
  const activeFilters = (props.type ? 1 : 0) + (props.instock ? 1 : 0);
  return (
    <form
      role="search"
      method="get"
      action={props.action}
      onSubmit={submit}
      aria-label={t('filtersLabel')}
      className="flex flex-col gap-3"
    >
      <div>
        <label htmlFor="catalog-q" className="text-sm font-medium text-ink">
          {t('searchLabel')}
        </label>
        <input
          id="catalog-q"
          name="q"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          value={props.search}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => props.onSearchChange(event.target.value)}
          className={fieldClass}
        />
      </div>
      <FilterDisclosure summary={t('filtersToggle', { count: activeFilters })}>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 md:mt-0 md:grid-cols-[1fr_auto_auto] md:items-end md:gap-4">
          <LabelledSelect
            id="catalog-type"
            name="type"
            label={t('typeLabel')}
            value={props.type ?? ''}
            options={[
              { value: '', label: t('allTypes') },
              ...props.types.map((type) => ({ value: type, label: t(`typePlural.${type}`) })),
            ]}
            className={fieldClass}
            onChange={(value) => props.onTypeChange((value || null) as CatalogItemType | null)}
          />
          <label className="flex items-center gap-2 text-ink md:min-h-11">
            <input
              id="catalog-instock"
              name="instock"
              type="checkbox"
              value="true"
              checked={props.instock}
              onChange={(event) => props.onInstockChange(event.target.checked)}
              className="h-4 w-4 accent-accent"
            />
            {t('inStock')}
          </label>
          <div className="flex gap-2 sm:col-span-2 md:col-span-1">
            <button
              type="submit"
              className="rounded bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-strong"
            >
              {t('apply')}
            </button>
            <a
              href={props.action}
              onClick={(event) => {
                event.preventDefault();
                props.onReset();
              }}
              className="rounded border border-line-strong px-4 py-2 font-medium text-ink hover:bg-surface-muted"
            >
              {t('reset')}
            </a>
          </div>
        </div>
      </FilterDisclosure>
      {props.tag && <input type="hidden" name="tag" value={props.tag} />}
      {props.sort && <input type="hidden" name="sort" value={props.sort} />}
    </form>
  );
}

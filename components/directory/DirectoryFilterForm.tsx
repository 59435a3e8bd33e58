'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FilterDisclosure } from '@/components/forms/FilterDisclosure';
import { SearchCombobox, type PickedSuggestion } from '@/components/search/SearchCombobox';
import {
  EMPTY_FILTERS,
  sameFilters,
  type DirectoryFilters,
} from '@/lib/directory/filter-businesses';
import type { FacetCount } from '@/lib/directory/search/search-query';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath, localizedPath } from '@/lib/urls/paths';
import { FacetSelect } from './FacetSelect';
import { SortSelect } from './SortSelect';

/** A category or city of the select: its key is the filter's value, its name the label. */
export interface FilterOption {
  slug: string;
  name: string;
}

/** The form's texts, translated on the server ('Home' messages). */
export interface DirectoryFilterTexts {
  filtersHeading: string;
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  cityLabel: string;
  regionLabel: string;
  any: string;
  apply: string;
  reset: string;
  updating: string;
}

interface DirectoryFilterFormProps {
  locale: Locale;
  initial: DirectoryFilters;
  categories: FilterOption[];
  cities: FilterOption[];
  regions: FilterOption[];
  /** What each category, city and region would give with the other filters, beside its name. */
  counts: { categories: FacetCount[]; cities: FacetCount[]; regions: FacetCount[] };
  /** The listing's path as served (locale prefix included): where the form sends its query. */
  listingPath: string;
  texts: DirectoryFilterTexts;
  /** Whether results for the last filters applied are loading. */
  updating: boolean;
  /**
   * Called with the filters to show, as they settle (typing) or at once (submit, a suggestion);
   * `choice` when more than the text changed: a step worth its own history entry.
   */
  onApply(filters: DirectoryFilters, change: { choice: boolean }): void;
}

const TYPING_DEBOUNCE_MS = 300;

/** The filters trimmed, as the list applies them. */
function settledFilters(filters: DirectoryFilters): DirectoryFilters {
  return {
    ...filters,
    q: filters.q.trim(),
    category: filters.category.trim(),
    city: filters.city.trim(),
    region: filters.region.trim(),
  };
}

/** Whether anything but the text differs: typing replaces the address, a choice adds a step. */
function isChoice(next: DirectoryFilters, previous: DirectoryFilters): boolean {
  return !sameFilters({ ...next, q: previous.q }, previous);
}

/** The options with what each would give: "Bakery (3)". */
function counted(
  options: FilterOption[],
  counts: FacetCount[],
  label: (name: string, count: number) => string,
): FilterOption[] {
  const countOf = new Map(counts.map((facet) => [facet.slug, facet.count]));
  return options.map(({ slug, name }) => ({ slug, name: label(name, countOf.get(slug) ?? 0) }));
}

/**
 * A plain GET form, so filtering works without JavaScript. With JavaScript, results follow the
 * inputs as they change (onApply): the form only reports its values and never navigates, so
 * what one types is never interrupted by a new render of the page.
 */
export function DirectoryFilterForm({
  locale,
  initial,
  categories,
  cities,
  regions,
  counts,
  listingPath,
  texts,
  updating,
  onApply,
}: DirectoryFilterFormProps) {
  const t = useTranslations('Search');
  const router = useRouter();
  const [filters, setFilters] = useState(initial);
  const lastApplied = useRef(settledFilters(initial));

  const applyNow = useCallback(
    (next: DirectoryFilters) => {
      if (sameFilters(next, lastApplied.current)) return;
      const choice = isChoice(next, lastApplied.current);
      lastApplied.current = next;
      onApply(next, { choice });
    },
    [onApply],
  );

  // Typing and arrowing through a menu settle first: one view (and one history step) per pause.
  useEffect(() => {
    const next = settledFilters(filters);
    if (sameFilters(next, lastApplied.current)) return;
    const timer = setTimeout(() => applyNow(next), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters, applyNow]);

  const update =
    <K extends keyof DirectoryFilters>(name: K) =>
    (value: DirectoryFilters[K]) =>
      setFilters((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyNow(settledFilters(filters));
  };

  /** A business opens its page; a category or city becomes the filter, in place of the text. */
  const onPick = (picked: PickedSuggestion) => {
    if (picked.kind === 'businesses') {
      // Leaving: what was typed is not applied behind the navigation (it would cancel it).
      lastApplied.current = settledFilters(filters);
      router.push(localizedPath(locale, businessPath(picked.slug)));
      return;
    }
    const next = {
      ...filters,
      q: '',
      [picked.kind === 'categories' ? 'category' : 'city']: picked.slug,
    };
    setFilters(next);
    applyNow(settledFilters(next));
  };

  const withCount = (name: string, count: number) => t('optionCount', { name, count });

  const fieldClass =
    'mt-1 w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-ink';
  const activeFilters =
    [filters.category, filters.city, filters.region, filters.sort].filter(Boolean).length +
    (filters.verified ? 1 : 0);
  // The search box stays in view; the other filters fold behind one button on a phone.
  return (
    <form
      role="search"
      method="get"
      onSubmit={onSubmit}
      aria-label={texts.filtersHeading}
      className="flex flex-col gap-3"
    >
      <SearchCombobox
        id="filter-q"
        name="q"
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        locale={locale}
        value={filters.q}
        className={fieldClass}
        onChange={update('q')}
        onPick={onPick}
      />
      <FilterDisclosure summary={t('filtersToggle', { count: activeFilters })}>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 md:mt-0 md:grid-cols-[1fr_1fr_1fr_1fr_auto] md:items-end md:gap-4">
          <FacetSelect
            name="category"
            label={texts.categoryLabel}
            anyLabel={texts.any}
            value={filters.category}
            options={counted(categories, counts.categories, withCount)}
            className={fieldClass}
            onChange={update('category')}
          />
          <FacetSelect
            name="city"
            label={texts.cityLabel}
            anyLabel={texts.any}
            value={filters.city}
            options={counted(cities, counts.cities, withCount)}
            className={fieldClass}
            onChange={update('city')}
          />
          <FacetSelect
            name="region"
            label={texts.regionLabel}
            anyLabel={texts.any}
            value={filters.region}
            options={counted(regions, counts.regions, withCount)}
            className={fieldClass}
            onChange={update('region')}
          />
          <SortSelect value={filters.sort} className={fieldClass} onChange={update('sort')} />
          <div className="flex gap-2 sm:col-span-2 md:col-span-1">
            <button
              type="submit"
              className="rounded-control bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-strong"
            >
              {texts.apply}
            </button>
            <a
              href={listingPath}
              className="rounded-control border border-line-strong px-4 py-2 font-medium text-ink hover:bg-surface-strong"
              onClick={(event) => {
                event.preventDefault();
                setFilters(EMPTY_FILTERS);
              }}
            >
              {texts.reset}
            </a>
          </div>
          <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2 md:col-span-5">
            <input
              type="checkbox"
              name="verified"
              value="true"
              checked={filters.verified}
              onChange={(event) => update('verified')(event.target.checked)}
              className="h-4 w-4 accent-accent"
            />
            {t('verifiedLabel')}
          </label>
        </div>
      </FilterDisclosure>
      <p aria-live="polite" className="text-sm text-ink-muted empty:-mt-3">
        {updating ? texts.updating : ''}
      </p>
    </form>
  );
}

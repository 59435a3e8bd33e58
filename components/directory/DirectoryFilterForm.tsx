'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DirectoryFilters } from '@/lib/directory/filter-businesses';
import { FacetSelect } from './FacetSelect';

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
  any: string;
  apply: string;
  reset: string;
  updating: string;
}

interface DirectoryFilterFormProps {
  initial: DirectoryFilters;
  categories: FilterOption[];
  cities: FilterOption[];
  /** The listing's path as served (locale prefix included): where the form sends its query. */
  listingPath: string;
  texts: DirectoryFilterTexts;
  /** Whether results for the last filters applied are loading. */
  updating: boolean;
  /** Called with the filters to show, as they settle (typing) or at once (submit). */
  onApply(filters: DirectoryFilters): void;
}

const TYPING_DEBOUNCE_MS = 300;

/** The filters trimmed, as the list applies them. */
export function settledFilters(filters: DirectoryFilters): DirectoryFilters {
  return { q: filters.q.trim(), category: filters.category.trim(), city: filters.city.trim() };
}

const sameFilters = (a: DirectoryFilters, b: DirectoryFilters) =>
  a.q === b.q && a.category === b.category && a.city === b.city;

/**
 * A plain GET form, so filtering works without JavaScript. With JavaScript, results follow the
 * inputs as they change (onApply): the form only reports its values and never navigates, so
 * what one types is never interrupted by a new render of the page.
 */
export function DirectoryFilterForm({
  initial,
  categories,
  cities,
  listingPath,
  texts,
  updating,
  onApply,
}: DirectoryFilterFormProps) {
  const [filters, setFilters] = useState(initial);
  const lastApplied = useRef(settledFilters(initial));

  useEffect(() => {
    const next = settledFilters(filters);
    if (sameFilters(next, lastApplied.current)) return;
    const timer = setTimeout(() => {
      lastApplied.current = next;
      onApply(next);
    }, TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters, onApply]);

  const update = (name: keyof DirectoryFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    lastApplied.current = settledFilters(filters);
    onApply(lastApplied.current);
  };

  const fieldClass =
    'mt-1 w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700';
  return (
    <form
      role="search"
      method="get"
      onSubmit={onSubmit}
      aria-label={texts.filtersHeading}
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="filter-q" className="text-sm font-medium text-slate-800">
          {texts.searchLabel}
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={200}
          value={filters.q}
          placeholder={texts.searchPlaceholder}
          onChange={(event) => update('q')(event.target.value)}
          className={fieldClass}
        />
      </div>
      <FacetSelect
        name="category"
        label={texts.categoryLabel}
        anyLabel={texts.any}
        value={filters.category}
        options={categories}
        className={fieldClass}
        onChange={update('category')}
      />
      <FacetSelect
        name="city"
        label={texts.cityLabel}
        anyLabel={texts.any}
        value={filters.city}
        options={cities}
        className={fieldClass}
        onChange={update('city')}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900"
        >
          {texts.apply}
        </button>
        <a
          href={listingPath}
          className="rounded border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
          onClick={(event) => {
            event.preventDefault();
            setFilters({ q: '', category: '', city: '' });
          }}
        >
          {texts.reset}
        </a>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700 md:col-span-4">
        {updating ? texts.updating : ''}
      </p>
    </form>
  );
}

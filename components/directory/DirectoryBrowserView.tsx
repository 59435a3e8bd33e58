'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ClientPager } from '@/components/reviews/ClientPager';
import type { Locale, Paged } from '@/lib/api';
import type { DirectoryCard } from '@/lib/directory/directory-cards';
import { parseDirectoryFilters, type DirectoryFilters } from '@/lib/directory/filter-businesses';
import { pageHref, pageInHref } from '@/lib/paging/page-window';
import { localizedPath } from '@/lib/urls/paths';
import { directoryRouteUrl } from '@/lib/urls/section-route-urls';
import { BusinessCardGrid } from './BusinessCardGrid';
import {
  DirectoryFilterForm,
  type DirectoryFilterTexts,
  type FilterOption,
} from './DirectoryFilterForm';

export interface DirectoryBrowserProps {
  locale: Locale;
  /** The view the server rendered, and for which filters: shown first, with no client fetch. */
  initial: Paged<DirectoryCard>;
  initialFilters: DirectoryFilters;
  categories: FilterOption[];
  cities: FilterOption[];
  formTexts: DirectoryFilterTexts;
}

interface ShownView {
  filters: DirectoryFilters;
  page: number;
}

/** The filters in use, as page links keep them (`?q=…&page=2`, never `?q=&city=`). */
function activeFilters(filters: DirectoryFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** The address of a view: `/`, `/page/2`, `/?q=…&page=2`, in the page's language. */
function viewHref(locale: Locale, view: ShownView): string {
  return localizedPath(locale, pageHref('/', view.page, activeFilters(view.filters)));
}

/** The view the address bar names (after Back or Forward). */
function viewInLocation(): ShownView {
  const filters = parseDirectoryFilters(Object.fromEntries(new URLSearchParams(location.search)));
  return { filters, page: pageInHref(location.href) };
}

/** The directory's form, results and pager; rendered by DirectoryBrowser, inside its SWR configuration. */
export function DirectoryBrowserView(props: DirectoryBrowserProps) {
  const { locale, initial, categories, cities, formTexts } = props;
  const t = useTranslations('Home');
  const tDirectory = useTranslations('Directory');
  const [shown, setShown] = useState<ShownView>({
    filters: props.initialFilters,
    page: initial.page,
  });
  // A new form (with the address bar's values) after Back or Forward; typing never remounts it.
  const [formKey, setFormKey] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { data, error, isLoading } = useSWR<Paged<DirectoryCard>>(
    directoryRouteUrl(shown.filters, { page: shown.page, lang: locale }),
  );
  const results = data ?? initial;

  useEffect(() => {
    const onPopState = () => {
      setShown(viewInLocation());
      setFormKey((key) => key + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  /** New filters start again at page 1; the address is replaced, not pushed, as one types. */
  const applyFilters = useCallback(
    (filters: DirectoryFilters) => {
      const next = { filters, page: 1 };
      setShown(next);
      window.history.replaceState(null, '', viewHref(locale, next));
    },
    [locale],
  );

  const goToPage = (page: number) => {
    if (page === shown.page) return;
    const next = { ...shown, page };
    setShown(next);
    window.history.pushState(null, '', viewHref(locale, next));
    // Keyboard and screen-reader users land on the results they asked for, not on the pager.
    statusRef.current?.focus({ preventScroll: true });
    statusRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      {/* The form is a search landmark of its own: no heading, as the twin has no form. */}
      <div className="mt-6 rounded-lg bg-slate-50 p-4">
        <DirectoryFilterForm
          key={formKey}
          initial={shown.filters}
          categories={categories}
          cities={cities}
          listingPath={localizedPath(locale, '/')}
          texts={formTexts}
          updating={isLoading}
          onApply={applyFilters}
        />
      </div>
      <p
        ref={statusRef}
        tabIndex={-1}
        className="mt-6 scroll-mt-4 text-sm font-medium text-slate-800 outline-none"
        role="status"
      >
        {results.total === 0 ? t('noResults') : t('results', { count: results.total })}
      </p>
      {error && !isLoading && (
        <p role="alert" className="mt-3 text-red-800">
          {t('loadError')}{' '}
          <a href={viewHref(locale, shown)} className="text-blue-800 underline">
            {t('openResults')}
          </a>
        </p>
      )}
      <BusinessCardGrid cards={results.items} />
      <ClientPager
        basePath="/"
        page={results.page}
        totalPages={results.totalPages}
        extraQuery={activeFilters(shown.filters)}
        label={tDirectory('pagerLabel')}
        onNavigate={goToPage}
      />
    </>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ClientPager } from '@/components/reviews/ClientPager';
import type { Locale } from '@/lib/api';
import type { DirectorySearchPage } from '@/lib/directory/directory-cards';
import {
  filterParams,
  parseDirectoryFilters,
  type DirectoryFilters,
} from '@/lib/directory/filter-businesses';
import { directoryViewHref } from '@/lib/directory/directory-view-href';
import { pageInHref } from '@/lib/paging/page-window';
import { localizedPath } from '@/lib/urls/paths';
import { searchRouteUrl } from '@/lib/urls/section-route-urls';
import { ContentResults } from '@/components/search/ContentResults';
import type { ContentResultsModel } from '@/lib/models/content-results';
import { CONTENT_PAGE_PARAM } from '@/lib/urls/content-page-param';
import { BusinessCardGrid } from './BusinessCardGrid';
import { CategoryChips } from './CategoryChips';
import { NoResultsHelp } from './NoResultsHelp';
import { useContentResults } from './use-content-results';
import { useSearchTitle } from './use-search-title';
import {
  DirectoryFilterForm,
  type DirectoryFilterTexts,
  type FilterOption,
} from './DirectoryFilterForm';

export interface DirectoryBrowserProps {
  locale: Locale;
  /** The view the server rendered, and for which filters: shown first, with no client fetch. */
  initial: DirectorySearchPage;
  initialFilters: DirectoryFilters;
  categories: FilterOption[];
  cities: FilterOption[];
  /** Provinces, territories and states by ISO 3166-2 code, named in the page's language. */
  regions: FilterOption[];
  formTexts: DirectoryFilterTexts;
  /** For the document's title as the view changes. */
  directoryName: string;
  /** What businesses offer that matches the server's search, and its page (`cpage`). */
  initialContent: ContentResultsModel | null;
}

interface ShownView {
  filters: DirectoryFilters;
  page: number;
}

/** The address of a view: `/`, `/page/2`, `/?q=…&page=2`, in the page's language. */
function viewHref(locale: Locale, view: ShownView): string {
  return directoryViewHref(locale, view.filters, view.page);
}

/** What a search asks, whatever the page of its businesses. */
const filterKey = (filters: DirectoryFilters) =>
  JSON.stringify([
    filters.q.trim(),
    filters.category,
    filters.city,
    filters.region,
    filters.verified,
  ]);

/** The view the address bar names (after Back or Forward). */
function viewInLocation(): ShownView {
  const filters = parseDirectoryFilters(Object.fromEntries(new URLSearchParams(location.search)));
  return { filters, page: pageInHref(location.href) };
}

/** The directory's form, results and pager; rendered by DirectoryBrowser, inside its SWR configuration. */
export function DirectoryBrowserView(props: DirectoryBrowserProps) {
  const { locale, initial, categories, cities, regions, formTexts } = props;
  const t = useTranslations('Home');
  const tDirectory = useTranslations('Directory');
  const [shown, setShown] = useState<ShownView>({
    filters: props.initialFilters,
    page: initial.page,
  });
  // A new form (with the address bar's values) after Back or Forward; typing never remounts it.
  const [formKey, setFormKey] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { data, error, isLoading } = useSWR<DirectorySearchPage>(
    searchRouteUrl(filterParams(shown.filters), { page: shown.page, lang: locale }),
  );
  const results = data ?? initial;
  // The content results' own page holds for the server's search; a new search starts at 1.
  const contentPage =
    filterKey(shown.filters) === filterKey(props.initialFilters)
      ? (props.initialContent?.page ?? 1)
      : 1;
  const content = useContentResults(locale, shown.filters, contentPage);
  // Hits that match only some of the words are no answer to the search: the page says so.
  const offersFound = (content.model?.total ?? 0) > 0 && !content.model?.partial;
  useSearchTitle(shown, { categories, cities, regions, directoryName: props.directoryName });

  useEffect(() => {
    const onPopState = () => {
      setShown(viewInLocation());
      setFormKey((key) => key + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  /**
   * New filters start again at page 1. As one types the address is replaced; a choice (a menu,
   * the checkbox, a suggestion, a link) adds a history entry, so Back undoes it.
   */
  const applyFilters = useCallback(
    (filters: DirectoryFilters, { choice }: { choice: boolean }) => {
      const next = { filters, page: 1 };
      setShown(next);
      if (choice) window.history.pushState(null, '', viewHref(locale, next));
      else window.history.replaceState(null, '', viewHref(locale, next));
    },
    [locale],
  );

  /** A link of the no-results help: its filters shown, and the form showing them too. */
  const showFilters = (filters: DirectoryFilters) => {
    applyFilters(filters, { choice: true });
    setFormKey((key) => key + 1);
  };

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
      <div className="mt-3 rounded-card bg-surface-muted p-3 sm:mt-6 sm:p-4">
        <DirectoryFilterForm
          key={formKey}
          locale={locale}
          initial={shown.filters}
          categories={categories}
          cities={cities}
          regions={regions}
          counts={results.facets}
          listingPath={localizedPath(locale, '/')}
          texts={formTexts}
          updating={isLoading}
          onApply={applyFilters}
        />
      </div>
      <CategoryChips
        facets={results.facets.categories}
        selected={shown.filters.category}
        hrefOf={(category) =>
          viewHref(locale, { filters: { ...shown.filters, category }, page: 1 })
        }
        onSelect={(category) => showFilters({ ...shown.filters, category })}
      />
      <p
        ref={statusRef}
        tabIndex={-1}
        className="mt-2 scroll-mt-4 text-sm font-medium text-ink outline-none sm:mt-6"
        role="status"
      >
        {results.total > 0
          ? t('results', { count: results.total })
          : offersFound
            ? t('noBusinessesButOffers')
            : t('noResults')}
      </p>
      {error && !isLoading && (
        <p role="alert" className="mt-3 text-danger">
          {t('loadError')}{' '}
          <a href={viewHref(locale, shown)} className="text-accent underline">
            {t('openResults')}
          </a>
        </p>
      )}
      {results.total === 0 && (
        <NoResultsHelp
          locale={locale}
          filters={shown.filters}
          results={results}
          onShow={showFilters}
        />
      )}
      <BusinessCardGrid cards={results.items} ratings={results.ratings} />
      <ClientPager
        basePath="/"
        page={results.page}
        totalPages={results.totalPages}
        extraQuery={filterParams(shown.filters)}
        label={tDirectory('pagerLabel')}
        onNavigate={goToPage}
      />
      {content.model && (
        <ContentResults
          model={content.model}
          updating={content.updating}
          pageHrefOf={(page) =>
            `${viewHref(locale, shown)}${page > 1 ? `&${CONTENT_PAGE_PARAM}=${page}` : ''}`
          }
        />
      )}
    </>
  );
}

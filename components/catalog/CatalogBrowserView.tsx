import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ClientPager } from '@/components/reviews/ClientPager';
import type { CatalogItem, CatalogItemType, Locale, Paged } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { CatalogSortForm } from './CatalogSortForm';
import { CatalogTagChips } from './CatalogTagChips';
import { catalogRouteUrl } from '@/lib/urls/section-route-urls';
import {
  catalogFilterQuery,
  NO_CATALOG_FILTERS,
  readCatalogFilters,
  type CatalogFilters,
} from '@/lib/catalog/catalog-filters';
import { pageHref, pageInHref } from '@/lib/paging/page-window';
import { localizedPath } from '@/lib/urls/paths';
import { CatalogFilterForm } from './CatalogFilterForm';
import { CatalogItemCard } from './CatalogItemCard';

export interface CatalogBrowserProps {
  slug: string;
  locale: Locale;
  /** The catalog page's locale-less path. */
  basePath: string;
  /** The item types the catalog holds: the only ones offered. */
  types: CatalogItemType[];
  /** The tags offered as chips. */
  tags: string[];
  /** What the server rendered, and for which filters: shown first, with no client fetch. */
  initial: CatalogResults;
  initialFilters: CatalogFilters;
}

/** One page of results; `partial`: sorted or filtered over that many first items only. */
type CatalogResults = Paged<WithFacts<CatalogItem>> & { partial?: number };

const TYPING_DEBOUNCE_MS = 300;

/** The catalog's form, results and pager; rendered by CatalogBrowser, inside its SWR configuration. */
export function CatalogBrowserView({
  slug,
  locale,
  basePath,
  types,
  tags,
  initial,
  initialFilters,
}: CatalogBrowserProps) {
  const t = useTranslations('Catalog');
  const [filters, setFilters] = useState<CatalogFilters>(initialFilters);
  const [searchInput, setSearchInput] = useState(initialFilters.q);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading } = useSWR<CatalogResults>(
    catalogRouteUrl(slug, { ...filters, lang: locale }),
  );
  const shown = data ?? initial;

  const urlOf = useCallback(
    (next: CatalogFilters) =>
      localizedPath(locale, pageHref(basePath, next.page, catalogFilterQuery(next))),
    [basePath, locale],
  );

  /**
   * New filters start again at page 1. The URL is replaced as one types; a menu, the checkbox
   * or a chip pushes it, so Back undoes the choice.
   */
  const applyFilters = useCallback(
    (changes: Partial<CatalogFilters>, history: 'replace' | 'push' = 'push') => {
      const next = { ...filters, ...changes, q: (changes.q ?? filters.q).trim(), page: 1 };
      setFilters(next);
      if (history === 'push') window.history.pushState(null, '', urlOf(next));
      else window.history.replaceState(null, '', urlOf(next));
    },
    [filters, urlOf],
  );

  useEffect(() => {
    if (searchInput.trim() === filters.q) return;
    const timer = setTimeout(() => applyFilters({ q: searchInput }, 'replace'), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filters.q, applyFilters]);

  useEffect(() => {
    const onPopState = () => {
      const fromUrl = readCatalogFilters(
        Object.fromEntries(new URLSearchParams(window.location.search)),
      );
      const next = {
        ...fromUrl,
        page: pageInHref(window.location.href),
        type: fromUrl.type && types.includes(fromUrl.type) ? fromUrl.type : null,
      };
      setFilters(next);
      setSearchInput(next.q);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [types]);

  const goToPage = (page: number) => {
    if (page === filters.page) return;
    const next = { ...filters, page };
    setFilters(next);
    window.history.pushState(null, '', urlOf(next));
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <CatalogFilterForm
        action={localizedPath(locale, basePath)}
        types={types}
        type={filters.type}
        search={searchInput}
        sort={filters.sort}
        instock={filters.instock}
        tag={filters.tag}
        onTypeChange={(type) => applyFilters({ type, q: searchInput })}
        onInstockChange={(instock) => applyFilters({ instock, q: searchInput })}
        onSearchChange={setSearchInput}
        onSubmit={() => applyFilters({ q: searchInput })}
        onReset={() => {
          setSearchInput('');
          applyFilters({ ...NO_CATALOG_FILTERS });
        }}
      />
      <CatalogTagChips
        tags={tags}
        selected={filters.tag}
        hrefOf={(tag) => urlOf({ ...filters, tag, page: 1 })}
        onSelect={(tag) => applyFilters({ tag, q: searchInput })}
      />
      <section aria-labelledby="catalog-results-heading" className="mt-8">
        {/*
          The sort form sits after the heading, not pushed to the far edge: a browser may paint
          the page before the form's button has arrived, and a form aligned by its width (or
          wrapped by it) would jump once the button is in.
        */}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-8">
          <h2
            id="catalog-results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-4 heading-lg outline-none"
          >
            {t('results', { count: shown.total })}
          </h2>
          <CatalogSortForm
            action={localizedPath(locale, basePath)}
            filters={filters}
            onSortChange={(sort) => applyFilters({ sort, q: searchInput })}
          />
        </div>
        <p
          aria-live="polite"
          className="min-h-6 text-sm text-ink-muted"
          data-testid="catalog-status"
        >
          {isLoading ? t('updating') : ''}
        </p>
        {shown.partial !== undefined && (
          <p className="text-sm text-ink-muted" data-testid="catalog-partial">
            {t('partial', { count: shown.partial })}
          </p>
        )}
        {error && !isLoading && (
          <p role="alert" className="text-danger">
            {t('loadError')}
          </p>
        )}
        {shown.total === 0 ? (
          <p
            className="mt-2 rounded-lg border border-dashed border-line-strong p-6 text-ink-muted"
            data-testid="catalog-no-match"
          >
            {t('noMatch')}
          </p>
        ) : shown.items.length === 0 ? (
          <p
            className="mt-2 rounded-lg border border-dashed border-line-strong p-6 text-ink-muted"
            data-testid="catalog-no-match"
          >
            {t('pageEmpty', { page: shown.page })}{' '}
            <a href={urlOf({ ...filters, page: 1 })} className="text-accent underline">
              {t('firstPage')}
            </a>
          </p>
        ) : (
          <ul
            aria-busy={isLoading}
            className={`grid gap-4 md:grid-cols-2 ${isLoading ? 'opacity-60 transition-opacity' : ''}`}
            data-testid="catalog-list"
          >
            {shown.items.map((item) => (
              <CatalogItemCard key={item.slug} item={item} slug={slug} locale={locale} />
            ))}
          </ul>
        )}
        <ClientPager
          basePath={basePath}
          page={filters.page}
          totalPages={shown.totalPages}
          extraQuery={catalogFilterQuery(filters)}
          label={t('pagerLabel')}
          onNavigate={goToPage}
        />
      </section>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ClientPager } from '@/components/reviews/ClientPager';
import type { CatalogItem, CatalogItemType, Locale, Paged } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { catalogRouteUrl } from '@/lib/urls/section-route-urls';
import {
  catalogFilterQuery,
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
  /** What the server rendered, and for which filters: shown first, with no client fetch. */
  initial: Paged<WithFacts<CatalogItem>>;
  initialFilters: CatalogFilters;
}

const TYPING_DEBOUNCE_MS = 300;

/** The catalog's form, results and pager; rendered by CatalogBrowser, inside its SWR configuration. */
export function CatalogBrowserView({
  slug,
  locale,
  basePath,
  types,
  initial,
  initialFilters,
}: CatalogBrowserProps) {
  const t = useTranslations('Catalog');
  const [filters, setFilters] = useState<CatalogFilters>(initialFilters);
  const [searchInput, setSearchInput] = useState(initialFilters.q);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading } = useSWR<Paged<WithFacts<CatalogItem>>>(
    catalogRouteUrl(slug, { ...filters, lang: locale }),
  );
  const shown = data ?? initial;

  const urlOf = useCallback(
    (next: CatalogFilters) =>
      localizedPath(locale, pageHref(basePath, next.page, catalogFilterQuery(next))),
    [basePath, locale],
  );

  /** New filters start again at page 1; the URL is replaced, not pushed, as one types. */
  const applyFilters = useCallback(
    (type: CatalogItemType | null, search: string) => {
      const next = { type, q: search.trim(), page: 1 };
      setFilters(next);
      window.history.replaceState(null, '', urlOf(next));
    },
    [urlOf],
  );

  useEffect(() => {
    if (searchInput.trim() === filters.q) return;
    const timer = setTimeout(() => applyFilters(filters.type, searchInput), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filters.q, filters.type, applyFilters]);

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
        onTypeChange={(type) => applyFilters(type, searchInput)}
        onSearchChange={setSearchInput}
        onSubmit={() => applyFilters(filters.type, searchInput)}
        onReset={() => {
          setSearchInput('');
          applyFilters(null, '');
        }}
      />
      <section aria-labelledby="catalog-results-heading" className="mt-8">
        <h2
          id="catalog-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-xl font-semibold outline-none"
        >
          {t('results', { count: shown.total })}
        </h2>
        <p
          aria-live="polite"
          className="min-h-6 text-sm text-ink-muted"
          data-testid="catalog-status"
        >
          {isLoading ? t('updating') : ''}
        </p>
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

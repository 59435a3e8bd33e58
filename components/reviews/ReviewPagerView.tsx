import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { Locale, Paged } from '@/lib/api';
import type { ReviewEntry } from '@/lib/models/review-view';
import { reviewsRouteUrl } from '@/lib/urls/section-route-urls';
import { pageHref, pageInHref } from '@/lib/paging/page-window';
import { localizedPath } from '@/lib/urls/paths';
import {
  readReviewFilters,
  reviewFilterQuery,
  type ReviewFilters,
  type ReviewSort,
} from '@/lib/urls/review-filters';
import { ClientPager } from './ClientPager';
import { ReviewCard } from './ReviewCard';
import { ReviewSortForm } from './ReviewSortForm';

export interface ReviewPagerProps {
  slug: string;
  locale: Locale;
  /** The page the server rendered: shown first, with no client fetch. */
  initial: Paged<ReviewEntry>;
  /** The sort and star filter the server rendered `initial` with. */
  initialFilters: ReviewFilters;
  /** The reviews page's locale-less path. */
  basePath: string;
}

function filtersInLocation(): ReviewFilters {
  const fromQuery = readReviewFilters(
    Object.fromEntries(new URLSearchParams(window.location.search)),
  );
  return { ...fromQuery, page: pageInHref(window.location.href) };
}

/** The list of reviews, its sort menu and pager; rendered by ReviewPager, inside its SWR configuration. */
export function ReviewPagerView({
  slug,
  locale,
  initial,
  initialFilters,
  basePath,
}: ReviewPagerProps) {
  const t = useTranslations('Reviews');
  const [filters, setFilters] = useState<ReviewFilters>(initialFilters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading } = useSWR<Paged<ReviewEntry>>(
    reviewsRouteUrl(slug, { ...filters, lang: locale }),
  );
  const shown = data ?? initial;

  const urlOf = useCallback(
    (next: ReviewFilters) =>
      localizedPath(locale, pageHref(basePath, next.page, reviewFilterQuery(next))),
    [basePath, locale],
  );

  useEffect(() => {
    const onPopState = () => setFilters(filtersInLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const show = (next: ReviewFilters) => {
    setFilters(next);
    window.history.pushState(null, '', urlOf(next));
  };

  const navigate = (target: number) => {
    if (target === filters.page) return;
    show({ ...filters, page: target });
    // Keyboard and screen-reader users land on the list they asked for, not on the pager.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const sortBy = (sort: ReviewSort | '') => {
    if (sort === filters.sort) return;
    show({ ...filters, sort, page: 1 });
  };

  return (
    <section aria-labelledby="review-list-heading" className="mt-8">
      <h2
        id="review-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 heading-lg outline-none"
      >
        {filters.stars === null
          ? t('listHeading', { count: shown.total })
          : t('filterStatus', { count: shown.total, stars: filters.stars })}
      </h2>
      {filters.stars !== null && (
        <p className="mt-1 text-sm">
          <a
            href={urlOf({ ...filters, stars: null, page: 1 })}
            className="text-accent underline"
            data-testid="review-show-all"
          >
            {t('showAll')}
          </a>
        </p>
      )}
      <ReviewSortForm
        action={localizedPath(locale, basePath)}
        sort={filters.sort}
        stars={filters.stars}
        onSortChange={sortBy}
      />
      <p aria-live="polite" className="sr-only" data-testid="review-page-status">
        {isLoading ? t('loading') : t('loaded', { page: shown.page, totalPages: shown.totalPages })}
      </p>
      {error && !isLoading && (
        <p role="alert" className="mt-3 text-danger">
          {t('loadError')}{' '}
          <a href={urlOf(filters)} className="text-accent underline">
            {t('openPage', { page: filters.page })}
          </a>
        </p>
      )}
      {shown.total === 0 && filters.stars !== null && (
        <p className="mt-4 text-ink-muted" data-testid="review-no-match">
          {t('noneWithStars', { stars: filters.stars })}
        </p>
      )}
      <div
        aria-busy={isLoading}
        className={isLoading ? 'opacity-60 transition-opacity' : undefined}
        data-testid="review-list"
      >
        {shown.items.map((review, index) => (
          <ReviewCard key={`${shown.page}-${index}`} review={review} />
        ))}
      </div>
      <ClientPager
        basePath={basePath}
        page={filters.page}
        totalPages={shown.totalPages}
        extraQuery={reviewFilterQuery(filters)}
        label={t('pagerLabel')}
        onNavigate={navigate}
      />
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { Locale, Paged, Review } from '@/lib/api';
import { reviewsRouteUrl } from '@/lib/urls/section-route-urls';
import { pageHref, pageInHref } from '@/lib/paging/page-window';
import { localizedPath } from '@/lib/urls/paths';
import { ClientPager } from './ClientPager';
import { ReviewCard } from './ReviewCard';

export interface ReviewPagerProps {
  slug: string;
  locale: Locale;
  /** The page the server rendered: shown first, with no client fetch. */
  initial: Paged<Review>;
  /** The reviews page's locale-less path. */
  basePath: string;
}

function pageInLocation(): number {
  return pageInHref(window.location.href);
}

/** The list of reviews and its pager; rendered by ReviewPager, inside its SWR configuration. */
export function ReviewPagerView({ slug, locale, initial, basePath }: ReviewPagerProps) {
  const t = useTranslations('Reviews');
  const [page, setPage] = useState(initial.page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading } = useSWR<Paged<Review>>(
    reviewsRouteUrl(slug, { page, lang: locale }),
  );
  const shown = data ?? initial;

  useEffect(() => {
    const onPopState = () => setPage(pageInLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = (target: number) => {
    if (target === page) return;
    setPage(target);
    window.history.pushState(null, '', localizedPath(locale, pageHref(basePath, target)));
    // Keyboard and screen-reader users land on the list they asked for, not on the pager.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="review-list-heading" className="mt-8">
      <h2
        id="review-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-xl font-semibold outline-none"
      >
        {t('listHeading', { count: shown.total })}
      </h2>
      <p aria-live="polite" className="sr-only" data-testid="review-page-status">
        {isLoading ? t('loading') : t('loaded', { page: shown.page, totalPages: shown.totalPages })}
      </p>
      {error && !isLoading && (
        <p role="alert" className="mt-3 text-danger">
          {t('loadError')}{' '}
          <a
            href={localizedPath(locale, pageHref(basePath, page))}
            className="text-accent underline"
          >
            {t('openPage', { page })}
          </a>
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
        page={page}
        totalPages={shown.totalPages}
        label={t('pagerLabel')}
        onNavigate={navigate}
      />
    </section>
  );
}

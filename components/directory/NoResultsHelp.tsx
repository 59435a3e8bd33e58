'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import type { DirectorySearchPage } from '@/lib/directory/directory-cards';
import { directoryViewHref } from '@/lib/directory/directory-view-href';
import { EMPTY_FILTERS, type DirectoryFilters } from '@/lib/directory/filter-businesses';
import { BusinessCardGrid } from './BusinessCardGrid';

interface NoResultsHelpProps {
  locale: Locale;
  filters: DirectoryFilters;
  results: DirectorySearchPage;
  /** Shows other filters in place (with JavaScript); the links work as plain links too. */
  onShow(filters: DirectoryFilters): void;
}

/**
 * What a search that found nothing offers instead: the text respelled with words the directory
 * knows, the same text without its filters, and the closest businesses.
 */
export function NoResultsHelp({ locale, filters, results, onShow }: NoResultsHelpProps) {
  const t = useTranslations('Search');
  const link = (target: DirectoryFilters, label: string) => (
    <a
      href={directoryViewHref(locale, target)}
      className="font-medium text-accent underline"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onShow(target);
      }}
    >
      {label}
    </a>
  );
  const { didYouMean, withoutFilters, closest } = results;
  return (
    <div className="mt-3 space-y-2 text-ink">
      {didYouMean && (
        <p>
          {t('didYouMean')} {link({ ...filters, q: didYouMean }, didYouMean)}
        </p>
      )}
      {withoutFilters !== undefined && withoutFilters > 0 && (
        <p>
          {t('withoutFilters', { count: withoutFilters })}{' '}
          {link(
            { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort },
            t('withoutFiltersLink', { count: withoutFilters }),
          )}
        </p>
      )}
      {closest.length > 0 && (
        <>
          <p>{t('closest')}</p>
          <BusinessCardGrid cards={closest} />
        </>
      )}
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/common/Pager';
import type { CardRating } from '@/lib/directory/directory-cards';
import type { ListingView } from '@/lib/directory/listing-view';
import { BusinessCardGrid } from './BusinessCardGrid';

/** The count, one page of cards (with their known ratings) and the pager of a listing page. */
export async function DirectoryResults({
  view,
  ratings,
}: {
  view: ListingView;
  ratings: Record<string, CardRating>;
}) {
  const t = await getTranslations('Home');
  const tDirectory = await getTranslations('Directory');
  const { listing } = view;
  return (
    <>
      <p className="mt-6 text-sm font-medium text-ink" role="status">
        {listing.total === 0 ? t('noResults') : t('results', { count: listing.total })}
      </p>
      <BusinessCardGrid
        cards={listing.entries}
        ratings={ratings}
        // On a city page each card names that city first.
        city={view.kind === 'city' ? view.facet?.name : undefined}
      />
      <Pager
        basePath={view.basePath}
        page={listing.page}
        totalPages={listing.totalPages}
        extraQuery={view.extraQuery}
        label={tDirectory('pagerLabel')}
      />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/common/Pager';
import type { ListingView } from '@/lib/directory/listing-view';
import { BusinessCardGrid } from './BusinessCardGrid';

/** The count, one page of cards and the pager of a listing page. */
export async function DirectoryResults({ view }: { view: ListingView }) {
  const t = await getTranslations('Home');
  const tDirectory = await getTranslations('Directory');
  const { listing } = view;
  return (
    <>
      <p className="mt-6 text-sm font-medium text-ink" role="status">
        {listing.total === 0 ? t('noResults') : t('results', { count: listing.total })}
      </p>
      <BusinessCardGrid cards={listing.entries} />
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

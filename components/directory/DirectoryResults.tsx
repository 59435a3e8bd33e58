import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/common/Pager';
import type { ListingView } from '@/lib/directory/listing-view';
import { BusinessCard } from './BusinessCard';

/** The count, one page of cards and the pager of a listing page. */
export async function DirectoryResults({ view }: { view: ListingView }) {
  const t = await getTranslations('Home');
  const tDirectory = await getTranslations('Directory');
  const { listing } = view;
  return (
    <>
      <p className="mt-6 text-sm font-medium text-slate-800" role="status">
        {listing.total === 0 ? t('noResults') : t('results', { count: listing.total })}
      </p>
      {listing.entries.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listing.entries.map((entry) => (
            <li key={entry.slug}>
              <BusinessCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
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

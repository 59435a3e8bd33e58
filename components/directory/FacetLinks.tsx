import { getTranslations } from 'next-intl/server';
import type { FacetKind } from '@/lib/directory/directory-paths';
import type { Facet } from '@/lib/directory/listing-index';
import { FacetList } from './FacetList';

interface FacetLinksProps {
  categories: readonly Facet[];
  cities: readonly Facet[];
  /** The facet page being shown, marked as current. */
  current?: { kind: FacetKind; slug: string } | null;
}

/**
 * Plain links to every category and city page: the crawlable way into the whole directory
 * (filters are a form, which crawlers do not submit; the pager reaches every card page).
 */
export async function FacetLinks({ categories, cities, current = null }: FacetLinksProps) {
  const t = await getTranslations('Directory');
  return (
    <nav aria-labelledby="browse-heading" className="mt-10 border-t border-line pt-6">
      <h2 id="browse-heading" className="text-xl font-bold">
        {t('browseHeading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <FacetList
          kind="category"
          heading={t('categoriesHeading')}
          facets={categories}
          current={current?.kind === 'category' ? current.slug : null}
        />
        <FacetList
          kind="city"
          heading={t('citiesHeading')}
          facets={cities}
          current={current?.kind === 'city' ? current.slug : null}
        />
      </div>
    </nav>
  );
}

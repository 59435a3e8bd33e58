import { getTranslations } from 'next-intl/server';
import { facetPath, type FacetKind } from '@/lib/directory/directory-paths';
import type { Facet } from '@/lib/directory/listing-index';
import { LocaleLink } from '@/components/common/LocaleLink';

interface FacetListProps {
  kind: FacetKind;
  heading: string;
  facets: readonly Facet[];
  current: string | null;
}

/** The categories (or cities) of the directory as links to their pages, with counts. */
export async function FacetList({ kind, heading, facets, current }: FacetListProps) {
  const t = await getTranslations('Directory');
  // A plain block under its heading, not a labelled region: the <nav> around it is the landmark.
  return (
    <div>
      <h3 className="heading-md">{heading}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {facets.map((facet) => (
          <li key={facet.slug}>
            <LocaleLink
              href={facetPath(kind, facet.slug)}
              aria-current={facet.slug === current ? 'page' : undefined}
              className={
                facet.slug === current ? 'font-semibold text-ink' : 'text-accent underline'
              }
            >
              {facet.name}
            </LocaleLink>{' '}
            <span className="text-ink-muted">({t('facetCount', { count: facet.count })})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

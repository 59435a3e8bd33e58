import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import type { ListingModel } from '@/lib/models/listing';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { listingItemListJsonLd } from '@/lib/seo/site-json-ld';
import { absoluteUrl, localizedPath } from '@/lib/urls/paths';
import { DirectoryResults } from './DirectoryResults';
import { FacetLinks } from './FacetLinks';
import { FacetSearchForm } from './FacetSearchForm';

/** A category or city page: breadcrumbs (visible and JSON-LD), its businesses as an ItemList, heading, a search within it, its cards, the other facets. */
export function FacetPage({ model }: { model: ListingModel }) {
  const { frame, view, texts, crumbs } = model;
  return (
    <>
      <JsonLd data={listingItemListJsonLd(model)} />
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb) => ({
            name: crumb.label,
            url: absoluteUrl(frame.siteUrl, localizedPath(view.locale, crumb.path)),
          })),
        )}
      />
      <Breadcrumbs
        items={crumbs.map((crumb, index) =>
          index === crumbs.length - 1
            ? { label: crumb.label }
            : { label: crumb.label, href: crumb.path },
        )}
      />
      <h1 className="text-3xl font-bold">{texts.heading}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{texts.intro}</p>
      {view.facet && view.kind !== 'home' && (
        <FacetSearchForm locale={view.locale} kind={view.kind} facet={view.facet} />
      )}
      <DirectoryResults view={view} ratings={model.ratings} />
      <FacetLinks
        categories={view.directory.categories}
        cities={view.directory.cities}
        current={
          view.facet && view.kind !== 'home' ? { kind: view.kind, slug: view.facet.slug } : null
        }
      />
    </>
  );
}

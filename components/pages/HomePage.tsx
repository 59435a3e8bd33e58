import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DirectoryBrowser } from '@/components/directory/DirectoryBrowser';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { directorySearchPage } from '@/lib/directory/directory-cards';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directory-paths';
import { FacetLinks } from '@/components/directory/FacetLinks';
import { listingMetadata } from '@/lib/seo/listing-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import {
  directoryOrganizationJsonLd,
  listingItemListJsonLd,
  webSiteJsonLd,
} from '@/lib/seo/site-json-ld';
import { loadListingModel } from '@/lib/models/listing';
import { loadHomeContentResults } from '@/lib/models/home-content-results';
import { listingQuery, type ListingRouteProps } from '@/lib/pages/paged-route';
import { requireLocale } from '@/lib/security/route-params';

export type HomeProps = ListingRouteProps<{ locale: string }>;

/*
 * The directory, one page of cards at a time, from the in-memory directory index, so a request
 * never downloads or parses the listing. Two routes render it: app/[locale]/page/[n], the
 * unfiltered pages (ISR; `/` is its page 1, lib/urls/listing-routes.ts), and
 * app/[locale]/page.tsx, searches (`?q`, `?category`, `?city`, `?verified`, `?sort`), per request.
 */

async function modelOf(props: HomeProps) {
  const locale = await requireLocale(props.params);
  const model = await loadListingModel(locale, 'home', '', await listingQuery(props));
  if (!model) notFound();
  return model;
}

export async function homeMetadata(props: HomeProps): Promise<Metadata> {
  return listingMetadata(await modelOf(props));
}

export async function HomePage(props: HomeProps) {
  const model = await modelOf(props);
  const { frame, view, texts } = model;
  const outcome = view.search ?? {
    facets: { categories: [], cities: [], regions: [] },
    closest: [],
  };
  setRequestLocale(view.locale);
  const t = await getTranslations('Home');
  const content = await loadHomeContentResults(view, await listingQuery(props));
  const option = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });
  return (
    <>
      <JsonLd data={directoryOrganizationJsonLd(frame)} />
      <JsonLd data={webSiteJsonLd(frame)} />
      <JsonLd data={listingItemListJsonLd(model)} />
      <h1 className="text-2xl font-bold sm:text-3xl">{texts.heading}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted sm:mt-2">{texts.intro}</p>
      <IslandMessages island="directory" locale={view.locale}>
        <DirectoryBrowser
          locale={view.locale}
          initial={{
            ...directorySearchPage(view.listing, outcome, DIRECTORY_PAGE_SIZE),
            ratings: model.ratings,
          }}
          initialFilters={view.filters}
          categories={view.directory.categories.map(option)}
          cities={view.directory.cities.map(option)}
          regions={view.directory.regions.map(option)}
          directoryName={frame.siteName}
          initialContent={content}
          formTexts={{
            filtersHeading: t('filtersHeading'),
            searchLabel: t('searchLabel'),
            searchPlaceholder: t('searchPlaceholder'),
            categoryLabel: t('categoryLabel'),
            cityLabel: t('cityLabel'),
            regionLabel: t('regionLabel'),
            any: t('any'),
            apply: t('apply'),
            reset: t('reset'),
            updating: t('updating'),
          }}
        />
      </IslandMessages>
      <FacetLinks categories={view.directory.categories} cities={view.directory.cities} />
    </>
  );
}

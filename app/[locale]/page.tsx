import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DirectoryFilterForm } from '@/components/directory/DirectoryFilterForm';
import { BusinessCard } from '@/components/directory/BusinessCard';
import { listBusinesses } from '@/lib/api/directory';
import { getSiteConfig } from '@/lib/config/site-config';
import {
  directoryFacets,
  filterBusinesses,
  hasActiveFilters,
  parseDirectoryFilters,
} from '@/lib/directory/filter-businesses';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { notFound } from 'next/navigation';

interface HomeProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function localeOf(params: HomeProps['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params, searchParams }: HomeProps): Promise<Metadata> {
  const locale = await localeOf(params);
  const filters = parseDirectoryFilters(await searchParams);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const config = getSiteConfig();
  const businesses = await listBusinesses(locale);
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: t('title', { directoryName: config.directoryName }),
      description: t('metaDescription', { count: businesses.length }),
      siteUrl: config.siteUrl,
      siteName: config.directoryName,
      // Filtered views are for people; crawlers index the unfiltered directory.
      noindex: hasActiveFilters(filters),
    }),
    title: { absolute: t('title', { directoryName: config.directoryName }) },
  };
}

export default async function HomePage({ params, searchParams }: HomeProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const filters = parseDirectoryFilters(await searchParams);
  const t = await getTranslations('Home');
  const businesses = await listBusinesses(locale);
  const facets = directoryFacets(businesses, locale);
  const matches = filterBusinesses(businesses, filters);
  return (
    <>
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro', { count: businesses.length })}</p>
      <section aria-labelledby="filters-heading" className="mt-6 rounded-lg bg-slate-50 p-4">
        <h2 id="filters-heading" className="sr-only">
          {t('filtersHeading')}
        </h2>
        <DirectoryFilterForm
          initial={filters}
          categories={facets.categories}
          cities={facets.cities}
        />
      </section>
      <p className="mt-6 text-sm font-medium text-slate-800" role="status">
        {matches.length === 0 ? t('noResults') : t('results', { count: matches.length })}
      </p>
      {matches.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((business) => (
            <li key={business.slug}>
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

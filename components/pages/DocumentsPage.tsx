import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { EmptyState } from '@/components/common/EmptyState';
import { Pager } from '@/components/common/Pager';
import { DocumentList } from '@/components/documents/DocumentList';
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentSummary,
  listDocuments,
  type Locale,
  type Paged,
} from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadBusinessRoute } from '@/lib/pages/load-business';
import { parsePageNumber } from '@/lib/pages/query-params';
import { pageHref } from '@/lib/paging/page-window';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { businessPath } from '@/lib/urls/paths';

export interface DocumentsPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/*
 * A business's documents, paged (`?page=N`). Two routes render it: the section's page.tsx per
 * request (any query: a page that reads it cannot be an ISR page) and its twin under
 * app/[locale]/cached/ (ISR, no query: see lib/pages/cacheable-listings.ts). Its API calls are
 * served from the data cache either way, so a render costs no upstream call.
 */

/** One page of documents; a business whose document endpoint answers 404 has none. */
async function loadDocumentPage(
  slug: string,
  locale: Locale,
  page: number,
): Promise<Paged<DocumentSummary>> {
  const result = await listDocuments(slug, locale, page, DOCUMENTS_PAGE_SIZE);
  const empty: Paged<DocumentSummary> = {
    items: [],
    total: 0,
    page,
    limit: DOCUMENTS_PAGE_SIZE,
    totalPages: 1,
  };
  return result ?? empty;
}

export async function documentsMetadata({
  params,
  searchParams,
}: DocumentsPageProps): Promise<Metadata> {
  const { locale, business } = await loadBusinessRoute(params);
  const page = parsePageNumber((await searchParams).page);
  const config = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'Documents' });
  const documents = await loadDocumentPage(business.slug, locale, page);
  return pageMetadata({
    locale,
    // Each page is its own canonical URL (`?page=N`), so every document is reachable by crawlers.
    path: pageHref(businessPath(business.slug, 'documents'), page),
    title:
      page > 1
        ? t('metaTitlePaged', { name: business.name, page })
        : t('metaTitle', { name: business.name }),
    description: t('metaDescription', { name: business.name, count: documents.total }),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
    imageUrl: business.logoUrl,
    noindex: documents.items.length === 0,
  });
}

export async function DocumentsPage({ params, searchParams }: DocumentsPageProps) {
  const { locale, business } = await loadBusinessRoute(params);
  setRequestLocale(locale);
  const t = await getTranslations('Documents');
  const page = parsePageNumber((await searchParams).page);
  const documents = await loadDocumentPage(business.slug, locale, page);
  const basePath = businessPath(business.slug, 'documents');
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="documents"
      title={t('title', { name: business.name })}
    >
      {documents.items.length > 0 ? (
        <DocumentList slug={business.slug} documents={documents.items} locale={locale} />
      ) : documents.total > 0 ? (
        // A stale or hand-made link past the last page: say so, and lead back to the start.
        <EmptyState message={t('pageEmpty', { page })}>
          <LocaleLink href={basePath} className="text-blue-800 underline">
            {t('firstPage')}
          </LocaleLink>
        </EmptyState>
      ) : (
        <EmptyState message={t('empty', { name: business.name })} />
      )}
      <Pager
        basePath={basePath}
        page={page}
        totalPages={documents.totalPages}
        label={t('pagerLabel')}
      />
    </BusinessSectionFrame>
  );
}

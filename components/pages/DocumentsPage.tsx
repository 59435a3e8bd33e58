import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { EmptyState } from '@/components/common/EmptyState';
import { Pager } from '@/components/common/Pager';
import { DocumentList } from '@/components/documents/DocumentList';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadDocumentsModel } from '@/lib/models/documents';
import { requireModel } from '@/lib/models/require-model';
import { documentsModelJsonLd } from '@/lib/seo/document-json-ld';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { parsePageNumber } from '@/lib/urls/query-params';
import { listingQuery, type ListingRouteProps } from '@/lib/pages/paged-route';

export type DocumentsPageProps = ListingRouteProps<{ locale: string; slug: string }>;

/*
 * A business's documents, paged by path (`…/page/N`): rendered by the section's `page/[n]` route,
 * an ISR page that also serves the list's own URL as page 1 (lib/urls/listing-routes.ts).
 */

const loadModel = async (props: DocumentsPageProps) => {
  const page = parsePageNumber((await listingQuery(props)).page);
  return requireModel(props.params, (locale, { slug }) => loadDocumentsModel(locale, slug, page));
};

export async function documentsMetadata(props: DocumentsPageProps): Promise<Metadata> {
  const { frame, business, page, documents } = await loadModel(props);
  const t = await getTranslations({ locale: frame.locale, namespace: 'Documents' });
  return framedMetadata(frame, {
    title:
      page > 1
        ? t('metaTitlePaged', { name: business.name, page })
        : t('metaTitle', { name: business.name }),
    description: t('metaDescription', { name: business.name, count: documents.total }),
    imageUrl: business.logoUrl,
    noindex: documents.items.length === 0,
  });
}

export async function DocumentsPage(props: DocumentsPageProps) {
  const model = await loadModel(props);
  const { frame, business, page, basePath, documents } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Documents');
  const tBusiness = await getTranslations('Business');
  const jsonLd = documentsModelJsonLd(model);
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="documents"
      title={tBusiness('documents')}
      counts={model.sectionCounts}
      frame={model.frame}
    >
      {/* Each listed document with its type and file, as the list shows them. */}
      {jsonLd && <JsonLd data={jsonLd} />}
      {documents.items.length > 0 ? (
        <DocumentList slug={business.slug} documents={documents.items} />
      ) : documents.total > 0 ? (
        // A stale or hand-made link past the last page: say so, and lead back to the start.
        <EmptyState message={t('pageEmpty', { page })}>
          <LocaleLink href={basePath} className="text-accent underline">
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

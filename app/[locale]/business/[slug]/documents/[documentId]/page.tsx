import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessSectionFrame } from '@/components/business/BusinessSectionFrame';
import { DocumentDownload } from '@/components/documents/DocumentDownload';
import { DocumentFacts } from '@/components/documents/DocumentFacts';
import { DocumentImage } from '@/components/documents/DocumentImage';
import { DocumentThumbnail } from '@/components/documents/DocumentThumbnail';
import { Markdown } from '@/components/markdown/Markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { LocaleLink } from '@/components/common/LocaleLink';
import { loadDocumentModel } from '@/lib/models/document';
import { requireModel } from '@/lib/models/require-model';
import { fileSummaryLine } from '@/lib/models/document-file';
import { businessZone } from '@/lib/models/item-facts-context';
import { documentModelJsonLd } from '@/lib/seo/document-json-ld';
import { framedMetadata, truncate } from '@/lib/seo/page-metadata';

interface DocumentPageProps {
  params: Promise<{ locale: string; slug: string; documentId: string }>;
}

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const loadModel = (params: DocumentPageProps['params']) =>
  requireModel(params, (locale, { slug, documentId }) =>
    loadDocumentModel(locale, slug, documentId),
  );

export async function generateMetadata({ params }: DocumentPageProps): Promise<Metadata> {
  const { frame, business, document } = await loadModel(params);
  // By slug when the document has one, however it was reached: one canonical URL per document.
  return framedMetadata(frame, {
    title: document.seoTitle ?? `${document.label} — ${business.name}`,
    description:
      document.seoDescription ??
      document.description ??
      truncate(document.markdown ?? document.label, 200),
    imageUrl: document.thumbnailUrl ?? business.logoUrl,
    keywords: document.seoKeywords,
  });
}

export default async function DocumentPage({ params }: DocumentPageProps) {
  const model = await loadModel(params);
  const { frame, business, document, file } = model;
  const locale = frame.locale;
  setRequestLocale(locale);
  const t = await getTranslations('Documents');
  const jsonLd = documentModelJsonLd(model);
  // An image document is its picture: shown itself, in place of a thumbnail.
  const picture = document.type === 'IMAGE' && file.url !== null ? file.url : null;
  return (
    <BusinessSectionFrame
      business={business}
      locale={locale}
      section="documents"
      title={document.label}
      trailingCrumbs={[{ label: document.label, path: frame.path }]}
      counts={model.sectionCounts}
      frame={model.frame}
    >
      {/* The API's own Schema.org description of the document, tied to the business. */}
      {jsonLd && <JsonLd data={jsonLd} />}
      {picture && (
        <div className="mb-6">
          <DocumentImage
            url={picture}
            alt={file.imageAlt ?? document.label}
            width={file.width}
            height={file.height}
          />
        </div>
      )}
      <div className="flex flex-wrap items-start gap-6">
        {document.thumbnailUrl && !picture && (
          <DocumentThumbnail
            url={document.thumbnailUrl}
            alt={t('thumbnailAlt', { label: document.label })}
            width={180}
            height={240}
          />
        )}
        <div className="min-w-0 flex-1 space-y-4">
          {document.description && <p className="text-lg text-ink">{document.description}</p>}
          <section aria-labelledby="document-details">
            <h2 id="document-details" className="sr-only">
              {t('details')}
            </h2>
            <DocumentFacts
              document={document}
              locale={locale}
              file={file}
              timeZone={businessZone(business)}
            />
          </section>
          {file.url ? (
            <p>
              <a
                href={file.url}
                rel="nofollow noopener"
                type={file.encodingFormat ?? undefined}
                data-print-url=""
                className="inline-block rounded bg-accent px-4 py-2 font-semibold text-on-accent hover:bg-accent-strong"
              >
                {document.type === 'OTHER'
                  ? t('openFile')
                  : t('openFileWithType', {
                      type: fileSummaryLine(t(`type${document.type}`), file),
                    })}
              </a>
            </p>
          ) : (
            <DocumentDownload label={document.label} file={file} textIs="below" />
          )}
        </div>
      </div>
      {document.markdown && (
        <section aria-labelledby="document-content" className="mt-8">
          <h2 id="document-content" className="mb-4 heading-lg">
            {t('content')}
          </h2>
          <Markdown topHeadingLevel={3}>{document.markdown}</Markdown>
        </section>
      )}
      <p className="mt-6">
        <LocaleLink href={model.listPath} className="text-accent underline">
          {t('backToList', { name: business.name })}
        </LocaleLink>
      </p>
    </BusinessSectionFrame>
  );
}

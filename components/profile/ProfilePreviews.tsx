import { getTranslations } from 'next-intl/server';
import { ArticleDates } from '@/components/blog/ArticleDates';
import { LocaleLink } from '@/components/common/LocaleLink';
import { DocumentDownload } from '@/components/documents/DocumentDownload';
import { DocumentFacts } from '@/components/documents/DocumentFacts';
import { FaqDisclosure } from '@/components/faq/FaqDisclosure';
import { ReviewCard } from '@/components/reviews/ReviewCard';
import type { Locale, SectionCounts } from '@/lib/api';
import type { ProfilePreviews as Previews } from '@/lib/models/profile-previews';
import { documentPath } from '@/lib/urls/document-path';
import { businessPath } from '@/lib/urls/paths';
import { CatalogPreviewCard } from './CatalogPreviewCard';
import { PreviewSection } from './PreviewSection';

interface ProfilePreviewsProps {
  slug: string;
  locale: Locale;
  previews: Previews;
  counts: SectionCounts;
}

/**
 * A preview of each section that has something in it, in the order of the twin
 * (lib/markdown/profile-hub-twin.ts): the latest reviews, catalog items, the latest article,
 * FAQ questions and documents (each with the link to its file, as the documents page has it),
 * each with a link to the whole section.
 */
export async function ProfilePreviews({ slug, locale, previews, counts }: ProfilePreviewsProps) {
  const t = await getTranslations('Profile');
  const { reviews, catalog, article, faq, documents } = previews;
  return (
    <>
      {reviews.length > 0 && (
        <PreviewSection
          id="preview-reviews"
          title={t('reviewsHeading')}
          seeAll={{
            href: businessPath(slug, 'reviews'),
            label: t('seeAllReviews', { count: counts.reviews ?? reviews.length }),
          }}
        >
          <div>
            {reviews.map((review, index) => (
              <ReviewCard key={index} review={review} />
            ))}
          </div>
        </PreviewSection>
      )}
      {catalog.length > 0 && (
        <PreviewSection
          id="preview-catalog"
          title={t('catalogHeading')}
          seeAll={{
            href: businessPath(slug, 'catalog'),
            label: t('seeAllCatalog', { count: counts.catalog ?? catalog.length }),
          }}
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {catalog.map((item) => (
              <CatalogPreviewCard key={item.id} item={item} slug={slug} locale={locale} />
            ))}
          </ul>
        </PreviewSection>
      )}
      {article && (
        <PreviewSection
          id="preview-article"
          title={t('articleHeading')}
          seeAll={{
            href: businessPath(slug, 'blog'),
            label: t('seeAllArticles', { count: counts.blog ?? 1 }),
          }}
        >
          <article>
            <h3 className="heading-md">
              <LocaleLink href={businessPath(slug, 'blog', article.slug)} className="link">
                {article.title}
              </LocaleLink>
            </h3>
            <ArticleDates article={article} className="mt-1" />
            {article.description && <p className="mt-2 text-ink">{article.description}</p>}
          </article>
        </PreviewSection>
      )}
      {faq.length > 0 && (
        <PreviewSection
          id="preview-faq"
          title={t('faqHeading')}
          seeAll={{
            href: businessPath(slug, 'faq'),
            label: t('seeAllQuestions', { count: counts.faq ?? faq.length }),
          }}
        >
          <div className="space-y-2">
            {faq.map((entry) => (
              <FaqDisclosure
                key={entry.anchor}
                entry={entry}
                place="preview"
                answerHeadingLevel={3}
                answerIdPrefix={`preview-${entry.anchor}-`}
                testId="faq-preview"
                answerTestId="faq-preview-answer"
              />
            ))}
          </div>
        </PreviewSection>
      )}
      {documents.length > 0 && (
        <PreviewSection
          id="preview-documents"
          title={t('documentsHeading')}
          seeAll={{
            href: businessPath(slug, 'documents'),
            label: t('seeAllDocuments', { count: counts.documents ?? documents.length }),
          }}
        >
          <ul className="space-y-4">
            {documents.map((document) => (
              <li key={document.id}>
                <h3 className="font-semibold">
                  <LocaleLink href={documentPath(slug, document)} className="link">
                    {document.label}
                  </LocaleLink>
                </h3>
                <DocumentFacts document={document} locale={locale} className="mt-1" />
                <DocumentDownload
                  label={document.label}
                  file={document.file}
                  textIs="on-its-page"
                  className="mt-2"
                />
              </li>
            ))}
          </ul>
        </PreviewSection>
      )}
    </>
  );
}

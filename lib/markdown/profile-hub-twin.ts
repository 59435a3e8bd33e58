import type { Business, SectionCounts } from '@/lib/api';
import type { DirectoryCard } from '@/lib/directory/directory-cards';
import type { ProfilePreviews } from '@/lib/models/profile-previews';
import { documentPath } from '@/lib/urls/document-path';
import { businessPath, type BusinessSection } from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';
import {
  bulletList,
  heading,
  isoDate,
  joinBlocks,
  link,
  linkedHeading,
  strongLine,
} from './blocks';
import { factFieldLines } from './catalog-fields';
import type { MarkdownContext } from './context';
import { fileLinkBlock } from './document-file-blocks';
import { documentFacts } from './documents-twin';
import { escapeInline } from './escape';
import { markdownBodyForTwin } from './body/serialize-body';
import { reviewEntry } from './reviews-twin';

/*
 * The profile's previews of its sections and its neighbours, as the profile page shows them:
 * each section under its H2 with a link to the whole section, in the page's order. A section
 * with nothing to preview is left out, as on the page.
 */

type SeeAllKey =
  'seeAllReviews' | 'seeAllCatalog' | 'seeAllArticles' | 'seeAllQuestions' | 'seeAllDocuments';

/** "See all 12 reviews", linked to the section's twin. */
function seeAll(
  business: Business,
  section: BusinessSection,
  key: SeeAllKey,
  count: number,
  ctx: MarkdownContext,
): string {
  const url = twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, section));
  return link(ctx.t(`Profile.${key}`, { count }), url);
}

export function renderPreviewBlocks(
  business: Business,
  previews: ProfilePreviews,
  counts: SectionCounts,
  ctx: MarkdownContext,
): (string | null)[] {
  const { t } = ctx;
  const itemUrl = (section: BusinessSection, slug: string) =>
    twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, section, slug));
  const { reviews, catalog, article, faq, documents } = previews;
  return [
    reviews.length > 0
      ? joinBlocks([
          heading(2, t('Profile.reviewsHeading')),
          ...reviews.map((review) => reviewEntry(review, ctx)),
          seeAll(business, 'reviews', 'seeAllReviews', counts.reviews ?? reviews.length, ctx),
        ])
      : null,
    catalog.length > 0
      ? joinBlocks([
          heading(2, t('Profile.catalogHeading')),
          ...catalog.map((item) =>
            joinBlocks([
              linkedHeading(3, item.label, itemUrl('catalog', item.slug)),
              bulletList(factFieldLines(item, ctx.locale, t, { withType: true })),
            ]),
          ),
          seeAll(business, 'catalog', 'seeAllCatalog', counts.catalog ?? catalog.length, ctx),
        ])
      : null,
    article
      ? joinBlocks([
          heading(2, t('Profile.articleHeading')),
          linkedHeading(3, article.title, itemUrl('blog', article.slug)),
          isoDate(article.publishedAt ?? article.updatedAt),
          article.description ? escapeInline(article.description) : null,
          seeAll(business, 'blog', 'seeAllArticles', counts.blog ?? 1, ctx),
        ])
      : null,
    faq.length > 0
      ? joinBlocks([
          heading(2, t('Profile.faqHeading')),
          ...faq.map((question) =>
            joinBlocks([
              strongLine(question.question),
              markdownBodyForTwin(question.answerMarkdown, { topHeadingLevel: 3 }),
            ]),
          ),
          seeAll(business, 'faq', 'seeAllQuestions', counts.faq ?? faq.length, ctx),
        ])
      : null,
    documents.length > 0
      ? joinBlocks([
          heading(2, t('Profile.documentsHeading')),
          ...documents.map((document) => {
            const facts = documentFacts(document, ctx);
            return joinBlocks([
              linkedHeading(
                3,
                document.label,
                twinUrl(ctx.siteUrl, ctx.locale, documentPath(business.slug, document)),
              ),
              facts.length > 0 ? escapeInline(facts.join(', ')) : null,
              // As the documents twin lists it: the link to the file, or why there is none.
              fileLinkBlock(document.type, document.file, ctx, 'list'),
            ]);
          }),
          seeAll(
            business,
            'documents',
            'seeAllDocuments',
            counts.documents ?? documents.length,
            ctx,
          ),
        ])
      : null,
  ];
}

/** The neighbours as the page lists them: name linked to its twin, category and city. */
export function renderRelatedBlock(related: DirectoryCard[], ctx: MarkdownContext): string | null {
  if (related.length === 0) return null;
  return joinBlocks([
    heading(2, ctx.t('Profile.relatedHeading')),
    bulletList(
      related.map((card) => {
        const notes = [card.category, card.cities[0]].filter(Boolean).join(', ');
        const url = twinUrl(ctx.siteUrl, ctx.locale, businessPath(card.slug));
        return `${link(card.name, url)}${notes ? `: ${escapeInline(notes)}` : ''}`;
      }),
    ),
  ]);
}

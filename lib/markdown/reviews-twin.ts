import type { ReviewSummary } from '@/lib/models/review-summary';
import { ratingSentence, ratingSpread } from './rating-summary';
import { pageHref } from '@/lib/paging/page-window';
import type { Business, Paged, Review } from '@/lib/api';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, heading, isoDate, joinBlocks, plainParagraphs } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { fieldLine } from './fields';
import { renderTwin } from './frame';
import { emptyListBlock, pagerBlock } from './pager';

/** The rating summary of every review, as the page shows it above the list. */
function summaryBlock(summary: ReviewSummary, ctx: MarkdownContext): string {
  const { t } = ctx;
  const sentence = ratingSentence(summary, ctx);
  if (sentence === null)
    return joinBlocks([heading(2, t('Reviews.summaryHeading')), t('Reviews.noRatings')]);
  return joinBlocks([
    heading(2, t('Reviews.summaryHeading')),
    sentence,
    joinBlocks([t('Reviews.distributionCaption'), bulletList(ratingSpread(summary, ctx))]),
  ]);
}

/** One review under its own H3: author, rating, date, then the reviewer's words. */
export function reviewEntry(review: Review, ctx: MarkdownContext): string {
  const { t } = ctx;
  return joinBlocks([
    heading(
      3,
      review.title || t('Reviews.untitled', { author: review.author || t('Reviews.anonymous') }),
    ),
    bulletList([
      fieldLine(t, 'author', review.author ? escapeInline(review.author) : null),
      fieldLine(
        t,
        'rating',
        review.rating === null ? null : new Intl.NumberFormat(ctx.locale).format(review.rating),
      ),
      fieldLine(t, 'date', isoDate(review.reviewedAt)),
    ]),
    review.content ? plainParagraphs(review.content) : null,
  ]);
}

/** The Markdown twin of one page of a business's reviews (`reviews.md?page=N`). */
export function renderReviewsTwin(
  business: Business,
  reviews: Paged<Review>,
  summary: ReviewSummary,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const pagePath = businessPath(business.slug, 'reviews');
  const entries = reviews.items.map((review) => reviewEntry(review, ctx));
  const pager = pagerBlock(reviews, pagePath, ctx);
  return renderTwin(
    {
      title: t('Business.reviews'),
      // The HTML page's canonical URL: each page of the list has its own.
      pagePath: pageHref(pagePath, reviews.page),
      businessSlug: business.slug,
      // The title names the section only, as the page's h1 does; this line names whose it is.
      businessName: business.name,
      blocks: [
        reviews.total > 0 ? summaryBlock(summary, ctx) : null,
        entries.length > 0 ? heading(2, t('Reviews.listHeading', { count: reviews.total })) : null,
        pager,
        emptyListBlock(reviews, t('Companions.empty.reviews'), ctx),
        ...entries,
        entries.length > 0 ? pager : null,
      ],
    },
    ctx,
  );
}

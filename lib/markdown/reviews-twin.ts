import type { ReviewSummary } from '@/lib/models/review-summary';
import { ratingSentence, ratingSpread } from './rating-summary';
import type { Business, Paged } from '@/lib/api';
import type { ReviewEntry } from '@/lib/models/review-view';
import { pageHref } from '@/lib/paging/page-window';
import { reviewFilterQuery, type ReviewFilters } from '@/lib/urls/review-filters';
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
export function reviewEntry(review: ReviewEntry, ctx: MarkdownContext): string {
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
      fieldLine(t, 'language', review.lang ? t(`Reviews.language.${review.lang}`) : null),
    ]),
    review.content ? plainParagraphs(review.content) : null,
  ]);
}

/** The list's heading, as on the page: how many reviews, of how many stars when filtered. */
function listHeading(filters: ReviewFilters, reviews: Paged<unknown>, ctx: MarkdownContext) {
  return filters.stars === null
    ? ctx.t('Reviews.listHeading', { count: reviews.total })
    : ctx.t('Reviews.filterStatus', { count: reviews.total, stars: filters.stars });
}

/**
 * The Markdown twin of one page of a business's reviews (`reviews/page/N.md`), sorted or
 * filtered by stars as its query asks (`reviews.md?sort=lowest&stars=1`).
 */
export function renderReviewsTwin(
  business: Business,
  reviews: Paged<ReviewEntry>,
  summary: ReviewSummary,
  ctx: MarkdownContext,
  /** The view's sort and star filter, and how many reviews the business has in all. */
  view: { filters: ReviewFilters; totalReviews: number } = {
    filters: { page: reviews.page, sort: '', stars: null },
    totalReviews: reviews.total,
  },
): string {
  const { filters, totalReviews } = view;
  const filtered = filters.sort !== '' || filters.stars !== null;
  const { t } = ctx;
  const pagePath = businessPath(business.slug, 'reviews');
  const entries = reviews.items.map((review) => reviewEntry(review, ctx));
  const pager = pagerBlock(reviews, pagePath, ctx, reviewFilterQuery(filters));
  return renderTwin(
    {
      title: t('Business.reviews'),
      // The HTML page's canonical URL: each page of the list has its own; a sorted or filtered
      // view's is the list's.
      pagePath: filtered ? pagePath : pageHref(pagePath, reviews.page),
      businessSlug: business.slug,
      // The title names the section only, as the page's h1 does; this line names whose it is.
      businessName: business.name,
      blocks: [
        totalReviews > 0 ? summaryBlock(summary, ctx) : null,
        entries.length > 0 || (filters.stars !== null && reviews.total === 0)
          ? heading(2, listHeading(filters, reviews, ctx))
          : null,
        filters.sort ? t('Reviews.sortedBy', { sort: t(`Reviews.sort.${filters.sort}`) }) : null,
        pager,
        emptyListBlock(reviews, t('Companions.empty.reviews'), ctx),
        ...entries,
        entries.length > 0 ? pager : null,
      ],
    },
    ctx,
  );
}

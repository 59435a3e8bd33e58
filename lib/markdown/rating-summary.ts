import { roundedAverage, STAR_VALUES, type ReviewSummary } from '@/lib/models/review-summary';
import type { MarkdownContext } from './context';

/*
 * The rating summary in words, as the reviews page and the profile show it: the twins and
 * ai-content.txt say the same average, count and spread.
 */

/** "4.3 out of 5. Based on 12 ratings.", or null when no review gives a rating. */
export function ratingSentence(summary: ReviewSummary, ctx: MarkdownContext): string | null {
  if (summary.average === null) return null;
  const { t } = ctx;
  const average = new Intl.NumberFormat(ctx.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(roundedAverage(summary.average));
  return `${t('Reviews.outOf', { rating: average })}. ${t(
    summary.complete ? 'Reviews.basedOn' : 'Reviews.basedOnPartial',
    { count: summary.count },
  )}`;
}

/** "5 stars: 6", "4 stars: 4", … from five stars down. */
export function ratingSpread(summary: ReviewSummary, ctx: MarkdownContext): string[] {
  return [...STAR_VALUES]
    .reverse()
    .map((star) => `${ctx.t('Reviews.stars', { stars: star })}: ${summary.distribution[star]}`);
}

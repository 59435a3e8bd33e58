import { useFormatter, useTranslations } from 'next-intl';
import { roundedAverage, type ReviewSummary } from '@/lib/models/review-summary';
import { RatingDistribution, type StarFilterLinks } from './RatingDistribution';
import { StarRating } from './StarRating';

/**
 * The average over all of a business's ratings, how many there are, and their spread. Reviews
 * exist but none is rated: it says so, rather than showing 0 stars.
 */
export function RatingSummary({
  summary,
  links,
}: {
  summary: ReviewSummary;
  /** The histogram's rows as star filters. */
  links?: StarFilterLinks;
}) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  return (
    <section aria-labelledby="rating-summary-heading" className="rounded-lg border border-line p-5">
      <h2 id="rating-summary-heading" className="heading-lg">
        {t('summaryHeading')}
      </h2>
      {summary.average === null ? (
        <p className="mt-3 text-ink-muted">{t('noRatings')}</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-start gap-x-10 gap-y-4">
          <div data-testid="rating-average">
            <p className="flex items-center gap-3">
              <span aria-hidden="true" className="text-4xl font-bold tabular-nums">
                {format.number(roundedAverage(summary.average), {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}
              </span>
              <StarRating rating={roundedAverage(summary.average)} size="large" />
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {t(summary.complete ? 'basedOn' : 'basedOnPartial', { count: summary.count })}
            </p>
          </div>
          <RatingDistribution
            distribution={summary.distribution}
            count={summary.count}
            links={links}
          />
        </div>
      )}
    </section>
  );
}

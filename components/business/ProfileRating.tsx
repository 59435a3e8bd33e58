import { useFormatter, useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/common/LocaleLink';
import { StarRating } from '@/components/reviews/StarRating';
import { roundedAverage, type ReviewSummary } from '@/lib/models/review-summary';
import { businessPath } from '@/lib/urls/paths';

/**
 * The rating at a glance under the profile's header: stars, the average and how many ratings,
 * linking to the reviews. The same figures as the reviews page's summary; nothing when no
 * review gives a rating.
 */
export function ProfileRating({ slug, summary }: { slug: string; summary: ReviewSummary }) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  if (summary.average === null) return null;
  const average = roundedAverage(summary.average);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="profile-rating">
      <StarRating rating={average} />
      <span aria-hidden="true" className="font-semibold tabular-nums">
        {format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      <LocaleLink href={businessPath(slug, 'reviews')} className="link">
        {t(summary.complete ? 'basedOn' : 'basedOnPartial', { count: summary.count })}
      </LocaleLink>
    </p>
  );
}

import { useFormatter, useTranslations } from 'next-intl';
import type { Review } from '@/lib/api';
import { PlainText } from './PlainText';
import { StarRating } from './StarRating';

/** One review: title, rating, author, date and the reviewer's own words as plain text. */
export function ReviewCard({ review }: { review: Review }) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const author = review.author || t('anonymous');
  return (
    <article className="border-b border-line py-5 last:border-b-0" data-testid="review">
      <h3 className="text-lg font-semibold">{review.title || t('untitled', { author })}</h3>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
        {review.rating === null ? (
          <span>{t('noRating')}</span>
        ) : (
          <StarRating rating={review.rating} />
        )}
        <span>{t('by', { author })}</span>
        {review.reviewedAt && (
          <span>
            {t.rich('published', {
              date: format.dateTime(new Date(review.reviewedAt), { dateStyle: 'long' }),
              time: (chunks) => <time dateTime={review.reviewedAt ?? undefined}>{chunks}</time>,
            })}
          </span>
        )}
      </div>
      {review.content && <PlainText text={review.content} className="mt-3 text-ink" />}
    </article>
  );
}

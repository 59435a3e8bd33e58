import { useFormatter, useTranslations } from 'next-intl';
import type { ReviewEntry } from '@/lib/models/review-view';
import { PlainText } from './PlainText';
import { StarRating } from './StarRating';

/**
 * One review: title, rating, author, date and the reviewer's own words as plain text. The
 * reviewer's words carry their own `lang` (a French review on the English page is read with a
 * French voice), and a badge says which language they are in.
 */
export function ReviewCard({ review }: { review: ReviewEntry }) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const author = review.author || t('anonymous');
  const lang = review.lang ?? undefined;
  return (
    <article
      className="review-card"
      data-testid="review"
      data-rating={review.rating ?? ''}
      data-reviewed-at={review.reviewedAt ?? ''}
    >
      <h3 className="heading-md">
        {review.title ? <span lang={lang}>{review.title}</span> : t('untitled', { author })}
      </h3>
      <div className="review-meta">
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
        {review.lang && (
          <span className="language-badge" data-testid="review-language">
            {t(`writtenIn.${review.lang}`)}
          </span>
        )}
      </div>
      {review.content && (
        <PlainText
          text={review.content}
          lang={lang}
          testId="review-content"
          className="mt-3 text-ink"
        />
      )}
    </article>
  );
}

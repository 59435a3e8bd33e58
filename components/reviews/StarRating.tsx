import type { CSSProperties } from 'react';
import { useFormatter, useTranslations } from 'next-intl';

interface StarRatingProps {
  /** 0..5; may be fractional. */
  rating: number;
  size?: 'small' | 'large';
}

/**
 * A rating as screen readers say it ("4.5 out of 5", « 4,5 sur 5 ») and as five stars filled
 * to the exact fraction for the eye (the `star-rating` utility of app/globals.css); the stars
 * themselves are hidden from assistive technology.
 */
export function StarRating({ rating, size = 'small' }: StarRatingProps) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const clamped = Math.min(5, Math.max(0, rating));
  const fill = { '--star-fill': `${(clamped / 5) * 100}%` } as CSSProperties;
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">
        {t('outOf', { rating: format.number(clamped, { maximumFractionDigits: 1 }) })}
      </span>
      <span
        aria-hidden="true"
        data-testid="star-rating"
        className={`star-rating ${size === 'large' ? 'h-6' : 'h-4'}`}
        style={fill}
      />
    </span>
  );
}

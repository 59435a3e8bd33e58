import { useFormatter, useTranslations } from 'next-intl';

interface StarRatingProps {
  /** 0..5; may be fractional. */
  rating: number;
  size?: 'small' | 'large';
}

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 20 20" className="h-full w-auto shrink-0" focusable="false">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * A rating as screen readers say it ("4.5 out of 5", « 4,5 sur 5 ») and as five stars filled
 * to the exact fraction for the eye; the stars themselves are hidden from assistive technology.
 */
export function StarRating({ rating, size = 'small' }: StarRatingProps) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const clamped = Math.min(5, Math.max(0, rating));
  const height = size === 'large' ? 'h-6' : 'h-4';
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">
        {t('outOf', { rating: format.number(clamped, { maximumFractionDigits: 1 }) })}
      </span>
      <span aria-hidden="true" className={`relative inline-block ${height}`}>
        <Stars className={`${height} text-star-empty`} />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(clamped / 5) * 100}%` }}
        >
          <Stars className={`${height} text-star`} />
        </span>
      </span>
    </span>
  );
}

import { useFormatter, useTranslations } from 'next-intl';
import { STAR_VALUES, type StarValue } from '@/lib/models/review-summary';

interface RatingDistributionProps {
  distribution: Record<StarValue, number>;
  count: number;
}

/** How the ratings spread over 5..0 stars: a table, with bars for the eye and percentages as text. */
export function RatingDistribution({ distribution, count }: RatingDistributionProps) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="mb-2 text-left font-medium text-ink">{t('distributionCaption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('starsColumn')}</th>
          <th scope="col">{t('shareColumn')}</th>
          <th scope="col">{t('countColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {[...STAR_VALUES].reverse().map((stars) => {
          const share = count === 0 ? 0 : distribution[stars] / count;
          return (
            <tr key={stars}>
              <th
                scope="row"
                className="whitespace-nowrap py-1 pr-3 text-left font-normal text-ink"
              >
                {t('stars', { stars })}
              </th>
              <td className="w-full py-1">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="block h-2.5 flex-1 overflow-hidden rounded bg-surface-strong"
                  >
                    <span
                      className="block h-full rounded bg-star"
                      style={{ width: `${share * 100}%` }}
                    />
                  </span>
                  <span className="w-12 text-right tabular-nums text-ink">
                    {format.number(share, { style: 'percent', maximumFractionDigits: 0 })}
                  </span>
                </span>
              </td>
              <td className="py-1 pl-3 text-right tabular-nums text-ink-muted">
                {format.number(distribution[stars])}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

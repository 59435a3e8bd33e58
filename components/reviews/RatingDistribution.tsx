import { useFormatter, useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/common/LocaleLink';
import { STAR_VALUES, type StarValue } from '@/lib/models/review-summary';

/** Each row's star count as a link to the reviews of that many stars. */
export interface StarFilterLinks {
  /** The locale-less href of the reviews with `stars` stars. */
  href(stars: number): string;
  /** The star filter in use, null for none. */
  selected: number | null;
}

interface RatingDistributionProps {
  distribution: Record<StarValue, number>;
  count: number;
  links?: StarFilterLinks;
}

/**
 * How the ratings spread over 5..0 stars: a table, with bars for the eye and percentages as
 * text. With `links`, each row's label leads to the reviews of that many stars (plain links,
 * so the filter works without JavaScript), the one in use marked as current.
 */
export function RatingDistribution({ distribution, count, links }: RatingDistributionProps) {
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
                {links && distribution[stars] > 0 ? (
                  <LocaleLink
                    href={links.href(stars)}
                    aria-current={links.selected === stars ? 'true' : undefined}
                    className={`text-accent underline ${links.selected === stars ? 'font-bold' : ''}`}
                    data-testid="star-filter"
                    data-stars={stars}
                  >
                    <span className="sr-only">{t('showOnly')} </span>
                    {t('stars', { stars })}
                  </LocaleLink>
                ) : (
                  t('stars', { stars })
                )}
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
              <td
                className="py-1 pl-3 text-right tabular-nums text-ink-muted"
                data-testid="star-count"
                data-stars={stars}
              >
                {format.number(distribution[stars])}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

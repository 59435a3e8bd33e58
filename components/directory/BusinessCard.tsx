import { useFormatter, useTranslations } from 'next-intl';
import type { CardRating, DirectoryCard } from '@/lib/directory/directory-cards';
import { LocaleLink } from '@/components/common/LocaleLink';
import { businessPath } from '@/lib/urls/paths';
import { foldAccents } from '@/lib/text/slug';
import { BusinessLogo } from '@/components/business/BusinessLogo';
import { VerifiedBadge } from '@/components/business/VerifiedBadge';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

const fold = (text: string) => foldAccents(text).toLowerCase();

interface BusinessCardProps {
  entry: DirectoryCard;
  /** Its rating, when the server already knows it (never fetched for a card). */
  rating?: CardRating;
  /** On a city page, that city: named first, the business's other cities after it. */
  city?: string;
}

/**
 * One business of a listing page, from the slim index entry (never the full listing): every
 * city it is in and its rating when known. Not async, so the home page's client island renders
 * it too, inside its messages provider.
 */
export function BusinessCard({ entry, rating, city }: BusinessCardProps) {
  const t = useTranslations('BusinessCard');
  const format = useFormatter();
  const here = city ? entry.cities.find((own) => fold(own) === fold(city)) : undefined;
  const others = here ? entry.cities.filter((own) => own !== here) : entry.cities;
  return (
    <article className="flex h-full gap-4 rounded-lg border border-line p-4 shadow-sm hover:border-line-strong">
      <BusinessLogo business={entry} size={56} />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold leading-snug">
          <LocaleLink
            href={businessPath(entry.slug)}
            className="text-ink hover:text-accent hover:underline"
          >
            {entry.name}
          </LocaleLink>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          {entry.category && <span>{entry.category}</span>}
          {entry.category && <span aria-hidden="true">·</span>}
          <span data-testid="card-cities">
            {here
              ? others.length > 0
                ? `${here} (${t('alsoIn', { cities: format.list(others) })})`
                : here
              : entry.cities.length > 0
                ? format.list(entry.cities, { type: 'unit' })
                : t('noLocation')}
          </span>
          {entry.isVerified && <VerifiedBadge label={t('verified')} />}
        </p>
        {rating && (
          <p className="mt-1 flex items-center gap-1 text-sm text-ink" data-testid="card-rating">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-star">
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
            {t('rating', {
              average: format.number(rating.average, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: rating.count,
            })}
          </p>
        )}
        {entry.description && (
          <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{entry.description}</p>
        )}
      </div>
    </article>
  );
}

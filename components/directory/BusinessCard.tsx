import { useTranslations } from 'next-intl';
import type { DirectoryCard } from '@/lib/directory/directory-cards';
import { LocaleLink } from '@/components/common/LocaleLink';
import { businessPath } from '@/lib/urls/paths';
import { BusinessLogo } from '@/components/business/BusinessLogo';
import { VerifiedBadge } from '@/components/business/VerifiedBadge';

/**
 * One business of a listing page, from the slim index entry (never the full listing). Not
 * async, so the home page's client island renders it too, inside its messages provider.
 */
export function BusinessCard({ entry }: { entry: DirectoryCard }) {
  const t = useTranslations('BusinessCard');
  const city = entry.cities[0];
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
          <span>{city ?? t('noLocation')}</span>
          {entry.isVerified && <VerifiedBadge label={t('verified')} />}
        </p>
        {entry.description && (
          <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{entry.description}</p>
        )}
      </div>
    </article>
  );
}

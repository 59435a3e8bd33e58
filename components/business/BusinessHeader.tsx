import { getTranslations } from 'next-intl/server';
import type { Business } from '@/lib/api';
import { LocaleLink } from '@/components/common/LocaleLink';
import { businessPath } from '@/lib/urls/paths';
import { BusinessLogo } from './BusinessLogo';
import { VerifiedBadge } from './VerifiedBadge';

interface BusinessHeaderProps {
  business: Business;
  /** On the profile the business name is the page's h1; on a section page it links back. */
  isProfile: boolean;
}

export async function BusinessHeader({ business, isProfile }: BusinessHeaderProps) {
  const t = await getTranslations('Business');
  // The same box on every tab (logo, type size, lines), so the header does not jump when the
  // reader moves between the profile and its sections.
  const name = isProfile ? (
    <h1 className="text-2xl font-bold leading-tight">{business.name}</h1>
  ) : (
    <p className="text-2xl font-bold leading-tight">
      <LocaleLink
        href={businessPath(business.slug)}
        className="text-ink hover:text-accent hover:underline"
      >
        {business.name}
      </LocaleLink>
    </p>
  );
  return (
    <header className="flex items-start gap-4" data-testid="business-header">
      <BusinessLogo business={business} size={64} />
      <div className="min-w-0">
        {name}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-ink-muted">
          {business.category && <span>{business.category}</span>}
          {business.isVerified ? (
            <VerifiedBadge label={t('verified')} />
          ) : (
            <span className="text-sm">{t('notVerified')}</span>
          )}
        </p>
      </div>
    </header>
  );
}

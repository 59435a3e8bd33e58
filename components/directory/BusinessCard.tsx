import { getTranslations } from 'next-intl/server';
import type { Business } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';
import { businessPath } from '@/lib/urls/paths';
import { BusinessLogo } from '@/components/business/BusinessLogo';
import { VerifiedBadge } from '@/components/business/VerifiedBadge';

export async function BusinessCard({ business }: { business: Business }) {
  const t = await getTranslations('BusinessCard');
  const city = business.locations.find((location) => location.city)?.city;
  return (
    <article className="flex h-full gap-4 rounded-lg border border-slate-200 p-4 shadow-sm hover:border-slate-400">
      <BusinessLogo business={business} size={56} />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold leading-snug">
          <Link href={businessPath(business.slug)} className="text-slate-900 hover:text-blue-800 hover:underline">
            {business.name}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          {business.category && <span>{business.category}</span>}
          {business.category && <span aria-hidden="true">·</span>}
          <span>{city ?? t('noLocation')}</span>
          {business.isVerified && <VerifiedBadge label={t('verified')} />}
        </p>
        {business.description && (
          <p className="mt-2 line-clamp-3 text-sm text-slate-700">{business.description}</p>
        )}
      </div>
    </article>
  );
}

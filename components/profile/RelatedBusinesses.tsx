import { getTranslations } from 'next-intl/server';
import { BusinessLogo } from '@/components/business/BusinessLogo';
import { LocaleLink } from '@/components/common/LocaleLink';
import type { DirectoryCard } from '@/lib/directory/directory-cards';
import { businessPath } from '@/lib/urls/paths';

/** Up to six neighbours in the directory: same category, the same city first. */
export async function RelatedBusinesses({ related }: { related: DirectoryCard[] }) {
  const t = await getTranslations('Profile');
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10" data-testid="related">
      <h2 id="related-heading" className="heading-lg">
        {t('relatedHeading')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((card) => (
          <li key={card.slug} className="tile items-center">
            <BusinessLogo business={card} size={40} />
            <div className="min-w-0">
              <LocaleLink
                href={businessPath(card.slug)}
                className="font-semibold link"
                data-testid="related-link"
              >
                {card.name}
              </LocaleLink>
              <p className="text-sm text-ink-muted">
                {[card.category, card.cities[0]].filter(Boolean).join(', ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

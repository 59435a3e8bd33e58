import { getTranslations } from 'next-intl/server';
import { type Business, telUri } from '@/lib/api';

interface ActionRowProps {
  business: Business;
  /** The map search of the first address, for directions. */
  directionsUrl: string | null;
}

/**
 * What a reader most often comes for, in one row of large targets right under the header:
 * call, write, visit the website, find the way. Each only when the business gives it.
 */
export async function ActionRow({ business, directionsUrl }: ActionRowProps) {
  const t = await getTranslations('Profile');
  const phoneUri = business.phone ? telUri(business.phone) : null;
  const actions = [
    phoneUri && { key: 'call', href: phoneUri, label: t('call'), detail: business.phone },
    business.email && { key: 'email', href: `mailto:${business.email}`, label: t('email') },
    business.websiteUrl && { key: 'website', href: business.websiteUrl, label: t('website') },
    directionsUrl && { key: 'directions', href: directionsUrl, label: t('directions') },
  ].filter((action) => Boolean(action)) as {
    key: string;
    href: string;
    label: string;
    detail?: string | null;
  }[];
  if (actions.length === 0) return null;
  return (
    <ul
      aria-label={t('actions', { name: business.name })}
      className="mt-4 flex flex-wrap gap-2"
      data-testid="action-row"
      // Buttons mean nothing on paper: the contact details below print the same addresses.
      data-print="hidden"
    >
      {actions.map((action) => (
        <li key={action.key}>
          <a
            href={action.href}
            className="action-button"
            data-action={action.key}
            {...(action.key === 'website' || action.key === 'directions'
              ? { rel: 'noopener' }
              : {})}
          >
            {action.label}
            {/* null rather than undefined, which the RSC payload writes as a value of its own. */}
            {action.detail ? (
              <span className="font-normal tabular-nums">{action.detail}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

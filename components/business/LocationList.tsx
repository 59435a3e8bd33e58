import { getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/common/CopyButton';
import type { ProfilePlace } from '@/lib/models/profile';
import { regionLabel } from '@/lib/places/region';

/**
 * The business's addresses: each as selectable text, a link to the map provider's search for
 * it, and a Copy button once JavaScript runs.
 */
export async function LocationList({ places }: { places: ProfilePlace[] }) {
  const t = await getTranslations('Business');
  const tProfile = await getTranslations('Profile');
  if (places.length === 0) return null;
  const texts = {
    copy: tProfile('copy'),
    copied: tProfile('copied'),
    failed: tProfile('copyFailed'),
  };
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="heading-md">
        {t('locations', { count: places.length })}
      </h2>
      <ul className="mt-2 space-y-3 text-sm">
        {places.map(({ location, oneLine, mapUrl, region }, index) => (
          <li key={index} data-testid="location">
            <address className="address-lines">
              {location.address && <span>{location.address}</span>}
              <span>{[location.city, location.postalCode].filter(Boolean).join(' ')}</span>
              {region && <span data-testid="location-region">{regionLabel(region)}</span>}
              {location.country && <span>{location.country}</span>}
            </address>
            <div className="mt-1 action-line">
              {mapUrl && (
                <a href={mapUrl} rel="noopener" className="tap-link" data-testid="map-link">
                  {tProfile('showOnMap')}
                  <span className="sr-only">: {oneLine}</span>
                </a>
              )}
              <CopyButton text={oneLine} label={tProfile('copyAddress')} texts={texts} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

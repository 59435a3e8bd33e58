import { getTranslations } from 'next-intl/server';
import type { BusinessLocation } from '@/lib/api';

export async function LocationList({ locations }: { locations: BusinessLocation[] }) {
  const t = await getTranslations('Business');
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="text-lg font-semibold">
        {t('locations', { count: locations.length })}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {locations.map((location, index) => (
          <li key={index}>
            <address className="not-italic">
              {location.address && <span className="block">{location.address}</span>}
              <span className="block">
                {[location.city, location.postalCode].filter(Boolean).join(' ')}
              </span>
              {location.country && <span className="block">{location.country}</span>}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}

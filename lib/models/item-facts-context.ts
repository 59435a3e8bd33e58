import type { Business } from '@/lib/api';
import type { ItemFactsContext } from '@/lib/catalog/item-facts';
import { getSiteConfig } from '@/lib/config/site-config';
import { businessTimeZone } from '@/lib/places/time-zone';

/** The settings a business's catalog facts are worked out with: currency, its zone, now. */
export function itemFactsContext(business: Pick<Business, 'name' | 'locations'>): ItemFactsContext {
  const config = getSiteConfig();
  return {
    currency: config.priceCurrency,
    timeZone: businessTimeZone(business, config.timeZone),
    now: new Date(),
    business,
  };
}

/** The zone a business's dates are read in: its place's, else the directory's. */
export function businessZone(business: Pick<Business, 'locations'>): string {
  return businessTimeZone(business, getSiteConfig().timeZone);
}

import type { Business } from '@/lib/api';
import type { ItemFactsContext } from '@/lib/catalog/item-facts';
import { getSiteConfig } from '@/lib/config/site-config';
import { businessTimeZone } from '@/lib/places/time-zone';

/** The settings a business's catalog facts are worked out with: currency, its zone, now. */
export function itemFactsContext(business: Pick<Business, 'locations'>): ItemFactsContext {
  const config = getSiteConfig();
  return {
    currency: config.priceCurrency,
    timeZone: businessTimeZone(business, config.timeZone),
    now: new Date(),
  };
}

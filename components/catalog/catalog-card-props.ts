import type { CatalogItem, Locale } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';

/** What a card of a catalog item needs, in the catalog's list and in the profile's preview. */
export interface CatalogCardProps {
  item: WithFacts<CatalogItem>;
  /** The business's slug: the item's page is under it. */
  slug: string;
  locale: Locale;
}

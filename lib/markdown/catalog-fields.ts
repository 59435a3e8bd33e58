import type { CatalogItem } from '@/lib/api';
import type { SiteTranslator } from '@/lib/i18n/translator';
import { formatUnitPrice } from '@/lib/text/format-price';
import type { Locale } from '@/lib/i18n/routing';

/*
 * Catalog facts as plain text, shared by the catalog twins and ai-content.txt, in the words
 * and notation the catalog page uses.
 */

/** The price as the catalog page shows it ("12.50 / kg"), or null. */
export function formatPrice(
  item: Pick<CatalogItem, 'unitPrice' | 'unitMeasure'>,
  locale: Locale,
): string | null {
  return item.unitPrice === null ? null : formatUnitPrice(item.unitPrice, item.unitMeasure, locale);
}

export function itemTypeLabel(item: Pick<CatalogItem, 'type'>, t: SiteTranslator): string {
  return t(`Catalog.typeSingular.${item.type}`);
}

export function availabilityLabel(item: Pick<CatalogItem, 'available'>, t: SiteTranslator): string {
  return item.available ? t('Companions.available') : t('Companions.unavailable');
}

import type { CatalogItem } from '@/lib/api/types';
import type { SiteTranslator } from '@/lib/companions/translator';
import type { Locale } from '@/lib/i18n/routing';

/*
 * Catalog facts as plain text, shared by the catalog twins and ai-content.txt. The spec gives
 * a price without a currency, so none is invented: the number in the reader's notation, per
 * unit when the item has one.
 */

export function formatPrice(item: Pick<CatalogItem, 'unitPrice' | 'unitMeasure'>, locale: Locale, t: SiteTranslator): string | null {
  if (item.unitPrice === null) return null;
  const price = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    minimumFractionDigits: Number.isInteger(item.unitPrice) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(item.unitPrice);
  return item.unitMeasure ? t('Companions.pricePerUnit', { price, unit: item.unitMeasure }) : price;
}

export function itemTypeLabel(item: Pick<CatalogItem, 'type'>, t: SiteTranslator): string {
  return t(`Companions.itemTypes.${item.type}`);
}

export function availabilityLabel(item: Pick<CatalogItem, 'available'>, t: SiteTranslator): string {
  return item.available ? t('Companions.available') : t('Companions.unavailable');
}

/** A free-form attribute value as short text; nested values as compact JSON. */
export function attributeText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

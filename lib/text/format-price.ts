import type { Locale } from '@/lib/i18n/routing';

/**
 * A price as a plain number in the reader's locale, always with cents ("12.50", "12,50"). The
 * API gives no currency, so none is shown: a "$" would be a guess.
 */
export function formatPrice(price: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** "12.50 / kg" when the item has a unit of measure, else just the price. */
export function formatUnitPrice(price: number, unit: string | null, locale: Locale): string {
  const amount = formatPrice(price, locale);
  return unit ? `${amount} / ${unit}` : amount;
}

import type { Locale } from '@/lib/i18n/routing';

/**
 * A price in the reader's locale. With a currency (the directory's PRICE_CURRENCY) it is
 * written as money ("$12.50", "12,50 $"); without one, as a plain number with cents ("12.50"):
 * the API gives no currency, and a "$" would be a guess.
 */
export function formatPrice(price: number, locale: Locale, currency: string | null = null): string {
  return new Intl.NumberFormat(
    locale,
    currency
      ? { style: 'currency', currency }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ).format(price);
}

/** "12.50 / kg" when the item has a unit of measure, else just the price. */
export function formatUnitPrice(
  price: number,
  unit: string | null,
  locale: Locale,
  currency: string | null = null,
): string {
  const amount = formatPrice(price, locale, currency);
  return unit ? `${amount} / ${unit}` : amount;
}

export interface PriceParts {
  amount: number;
  currency: string | null;
  unit: string | null;
}

/** A price as people read it: the word for free (in the reader's language) when it is zero. */
export function formatPriceParts(price: PriceParts, locale: Locale, freeWord: string): string {
  if (price.amount === 0) return freeWord;
  return formatUnitPrice(price.amount, price.unit, locale, price.currency);
}

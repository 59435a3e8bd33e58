import type { Locale } from '@/lib/api';
import { formatPrice } from '@/lib/text/format-price';
import { formatQuantity } from './attribute-values';
import type { ValueNode } from './enrichment-shapes';

export type MeasuredNode = Extract<ValueNode, { kind: 'number' | 'year' | 'quantity' | 'money' }>;

/**
 * A number as what it is, in the reader's language, for every reading of an item: a year
 * without separators, a quantity with its unit, money with the currency (or "dollars" when the
 * key says so and no currency is configured), and zero money as the word for free.
 */
export function formatMeasured(node: MeasuredNode, locale: Locale, freeWord: string): string {
  switch (node.kind) {
    case 'year':
      return String(node.value);
    case 'quantity':
      return formatQuantity(node.value, node.unit, locale);
    case 'money':
      if (node.value === 0) return freeWord;
      if (node.currency) return formatPrice(node.value, locale, node.currency);
      return node.dollars
        ? `${new Intl.NumberFormat(locale).format(node.value)} dollars`
        : formatPrice(node.value, locale);
    default:
      return new Intl.NumberFormat(locale).format(node.value);
  }
}

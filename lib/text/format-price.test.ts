import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceParts, formatUnitPrice } from '@/lib/text/format-price';

/** Intl uses narrow no-break spaces as French group separators; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats in the reader locale with two decimals and no currency', () => {
    expect(formatPrice(12.5, 'en')).toBe('12.50');
    expect(formatPrice(12.5, 'fr')).toBe('12,50');
    expect(formatPrice(129, 'en')).toBe('129.00');
    expect(plain(formatPrice(1234.5, 'fr'))).toBe('1 234,50');
    expect(formatPrice(1234.5, 'en')).toBe('1,234.50');
    expect(formatPrice(0, 'en')).toBe('0.00');
    expect(formatPrice(19.999, 'en')).toBe('20.00');
  });

  it('never shows a currency sign when none is configured', () => {
    for (const locale of ['en', 'fr'] as const)
      expect(formatPrice(5, locale)).not.toMatch(/[$€£¤]|CAD|USD/);
  });
});

describe('formatUnitPrice', () => {
  it('adds the unit after a slash when there is one', () => {
    expect(formatUnitPrice(12.5, 'kg', 'en')).toBe('12.50 / kg');
    expect(formatUnitPrice(12.5, 'kg', 'fr')).toBe('12,50 / kg');
    expect(formatUnitPrice(4, null, 'en')).toBe('4.00');
  });
});

describe('with a currency', () => {
  it('writes money in the reader locale', () => {
    expect(formatPrice(12.5, 'en', 'CAD')).toBe('CA$12.50');
    expect(plain(formatPrice(12.5, 'fr', 'CAD'))).toBe('12,50 $CA');
    expect(plain(formatUnitPrice(3, 'kg', 'fr', 'EUR'))).toBe('3,00 € / kg');
  });
});

describe('formatPriceParts', () => {
  it('says free for a zero price, with or without a currency', () => {
    expect(formatPriceParts({ amount: 0, currency: null, unit: null }, 'en', 'Free')).toBe('Free');
    expect(formatPriceParts({ amount: 0, currency: 'CAD', unit: 'h' }, 'fr', 'Gratuit')).toBe(
      'Gratuit',
    );
    expect(formatPriceParts({ amount: 8, currency: null, unit: 'h' }, 'en', 'Free')).toBe(
      '8.00 / h',
    );
  });
});

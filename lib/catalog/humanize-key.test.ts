import { describe, expect, it } from 'vitest';
import { humanizeKey } from './humanize-key';

describe('humanizeKey', () => {
  it('turns camelCase, snake_case and kebab-case into a sentence', () => {
    expect(humanizeKey('warrantyYears')).toBe('Warranty years');
    expect(humanizeKey('start_date')).toBe('Start date');
    expect(humanizeKey('max-tile-centimetres')).toBe('Max tile centimetres');
    expect(humanizeKey('faq')).toBe('FAQ');
    expect(humanizeKey('productURL')).toBe('Product URL');
    expect(humanizeKey('ISOCode')).toBe('ISO code');
    expect(humanizeKey('voltage')).toBe('Voltage');
  });
});

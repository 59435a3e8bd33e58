import { describe, expect, it } from 'vitest';
import { describeEntries, describeValue } from '@/lib/catalog/enrichment-shapes';
import { context } from '@/lib/markdown/testing/fixtures';
import { summarizeMarkdown } from '@/lib/markdown/testing/markdown-tree';
import { entriesMarkdown, valueMarkdown } from './value-markdown';

/** Intl writes narrow no-break spaces in French numbers; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('entriesMarkdown', () => {
  it('names attributes in words and shows values as what they are, never as JSON', () => {
    const markdown = plain(
      entriesMarkdown(
        describeEntries(
          {
            weightGrams: 1250,
            cordless: true,
            colours: ['red', 'blue'],
            dimensions: { widthCm: 30, depthCm: 12.5 },
            releasedOn: '2025-06-20',
          },
          { locale: 'fr' },
        ),
        context('fr'),
        'America/Toronto',
      ),
    );
    // A known key in French words, its unit moved to the value.
    expect(markdown).toContain('- Poids: 1 250 g');
    expect(markdown).toContain('- Cordless: Oui');
    expect(markdown).toContain('- Colours: red, blue');
    expect(markdown).toContain('- Dimensions:\n  - Width: 30 cm\n  - Depth: 12,5 cm');
    expect(markdown).toContain('- Released on: 2025-06-20');
    expect(markdown).not.toMatch(/[{}"]/);
  });

  it('writes years without separators, money as money, zero as free, instants with the offset', () => {
    const markdown = plain(
      entriesMarkdown(
        describeEntries(
          {
            yearBuilt: 1994,
            depositDollars: 200,
            diagnosticFee: 0,
            rates: { day: 45 },
            propertyTaxes: { year: 2025, amount: 3940 },
            livingAreaSquareFeet: 1180,
            startsAt: '2026-06-21T01:30:00Z',
            soldDate: '2025-10-21T00:00:00Z',
          },
          { locale: 'en' },
        ),
        context('en'),
        'America/Toronto',
      ),
    );
    expect(markdown).toContain('- Year built: 1994');
    expect(markdown).toContain('- Deposit: 200 dollars');
    expect(markdown).toContain('- Diagnostic fee: Free');
    expect(markdown).toContain('- Rates:\n  - Day: 45.00');
    expect(markdown).toContain('- Property taxes:\n  - Year: 2025\n  - Amount: 3,940.00');
    expect(markdown).toContain('- Living area: 1,180 sq ft');
    expect(markdown).toContain('- Starts at: 2026-06-20T21:30:00-04:00');
    // Midnight UTC on the dot is a calendar date: never moved to the evening before.
    expect(markdown).toContain('- Sold on: 2025-10-21');
  });

  it('writes money in the configured currency', () => {
    const markdown = entriesMarkdown(
      describeEntries({ depositDollars: 200, priceFrom: 295 }, { locale: 'en', currency: 'CAD' }),
      context('en'),
      'UTC',
    );
    expect(markdown).toContain('- Deposit: CA$200.00');
    expect(markdown).toContain('- Price from: CA$295.00');
  });

  it('keeps untrusted text inert', () => {
    const markdown = entriesMarkdown(
      describeEntries({ note: '<img src=x onerror=alert(1)> [pwned](javascript:alert(1))' }),
      context('en'),
      'UTC',
    );
    const tree = summarizeMarkdown(markdown);
    expect(tree.html).toEqual([]);
    expect(tree.links).toEqual([]);
  });
});

describe('valueMarkdown', () => {
  it('lays out questions and answers, and comparisons as a table', () => {
    const faq = valueMarkdown(
      describeValue([{ question: 'Battery included?', answer: 'Yes, two.' }]),
      context('en'),
      'UTC',
    );
    expect(faq).toContain('**Battery included?**');
    expect(faq).toContain('Yes, two.');
    const table = valueMarkdown(
      describeValue([
        { model: 'A', volts: 18 },
        { model: 'B', volts: 20 },
      ]),
      context('en'),
      'UTC',
    );
    expect(table).toMatch(/\| Model \| Volts \|\n\| --- \| --- \|\n\| A \| 18 \|\n\| B \| 20 \|/);
  });
});

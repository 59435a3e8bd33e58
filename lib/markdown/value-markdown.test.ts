import { describe, expect, it } from 'vitest';
import { describeEntries, describeValue } from '@/lib/catalog/enrichment-shapes';
import { context } from '@/lib/markdown/testing/fixtures';
import { summarizeMarkdown } from '@/lib/markdown/testing/markdown-tree';
import { entriesMarkdown, valueMarkdown } from './value-markdown';

describe('entriesMarkdown', () => {
  it('names attributes in words and shows values as what they are, never as JSON', () => {
    const markdown = entriesMarkdown(
      describeEntries({
        weightGrams: 1250,
        cordless: true,
        colours: ['red', 'blue'],
        dimensions: { widthCm: 30, depthCm: 12.5 },
        releasedOn: '2025-06-20',
      }),
      context('fr'),
    );
    expect(markdown).toContain('- Weight grams: 1 250');
    expect(markdown).toContain('- Cordless: Oui');
    expect(markdown).toContain('- Colours: red, blue');
    expect(markdown).toContain('- Dimensions:\n  - Width cm: 30\n  - Depth cm: 12,5');
    expect(markdown).toContain('- Released on: 2025-06-20');
    expect(markdown).not.toMatch(/[{}"]/);
  });

  it('keeps untrusted text inert', () => {
    const markdown = entriesMarkdown(
      describeEntries({ note: '<img src=x onerror=alert(1)> [pwned](javascript:alert(1))' }),
      context('en'),
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
    );
    expect(faq).toContain('**Battery included?**');
    expect(faq).toContain('Yes, two.');
    const table = valueMarkdown(
      describeValue([
        { model: 'A', volts: 18 },
        { model: 'B', volts: 20 },
      ]),
      context('en'),
    );
    expect(table).toMatch(/\| Model \| Volts \|\n\| --- \| --- \|\n\| A \| 18 \|\n\| B \| 20 \|/);
  });
});

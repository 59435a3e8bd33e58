import { describe, expect, it } from 'vitest';
import { failsOnlyOnContentSignal, seoWithContentSignal } from './content-signal-seo';

const contentSignalError = {
  score: 0,
  details: {
    items: [
      {
        index: '9',
        line: 'Content-Signal: search=yes, ai-input=yes, ai-train=yes',
        message: 'Unknown directive',
      },
    ],
  },
};

describe('SEO with Content-Signal recognised', () => {
  const refs = [
    { id: 'robots-txt', weight: 1 },
    { id: 'document-title', weight: 1 },
    { id: 'meta-description', weight: 1 },
    { id: 'hreflang', weight: 1 },
    { id: 'structured-data', weight: 0 },
    { id: 'not-applicable', weight: 1 },
  ];
  const passing = { score: 1 };

  it('counts robots-txt as passed when its only errors are Content-Signal lines', () => {
    const audits = {
      'robots-txt': contentSignalError,
      'document-title': passing,
      'meta-description': passing,
      hreflang: passing,
      'not-applicable': { score: null },
    };
    expect(seoWithContentSignal(refs, audits, 75)).toBe(100);
  });

  it('keeps the given score when robots.txt has any other error', () => {
    const other = {
      score: 0,
      details: {
        items: [
          ...contentSignalError.details.items,
          { index: '3', line: 'Disalow: /', message: 'Unknown directive' },
        ],
      },
    };
    expect(failsOnlyOnContentSignal(other)).toBe(false);
    expect(seoWithContentSignal(refs, { 'robots-txt': other, 'document-title': passing }, 92)).toBe(
      92,
    );
  });

  it('keeps the given score when robots-txt passed, and still counts other failures', () => {
    expect(seoWithContentSignal(refs, { 'robots-txt': passing }, 100)).toBe(100);
    const audits = {
      'robots-txt': contentSignalError,
      'document-title': passing,
      'meta-description': { score: 0 },
      hreflang: passing,
    };
    expect(seoWithContentSignal(refs, audits, 50)).toBe(75);
  });
});

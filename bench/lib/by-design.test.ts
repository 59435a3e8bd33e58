import { describe, expect, it } from 'vitest';
import { describeFailure, failsOnlyByDesign, passedByDesign, scoreCounting } from './by-design';

const PAGE = 'http://127.0.0.1:1/no-such-page';
const failed = (details?: unknown) => ({ score: 0, details });
const passing = { score: 1 };
const own404 = {
  source: 'network',
  description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
  sourceLocation: { url: PAGE },
};

describe('failsOnlyByDesign', () => {
  it('accepts console errors only when all are the document’s own 404', () => {
    expect(failsOnlyByDesign('errors-in-console', failed({ items: [own404] }), PAGE)).toBe(true);
    const favicon = { ...own404, sourceLocation: { url: 'http://127.0.0.1:1/favicon.ico' } };
    expect(failsOnlyByDesign('errors-in-console', failed({ items: [own404, favicon] }), PAGE)).toBe(
      false,
    );
    const script = {
      source: 'javascript',
      description: 'TypeError: x',
      sourceLocation: { url: PAGE },
    };
    expect(failsOnlyByDesign('errors-in-console', failed({ items: [script] }), PAGE)).toBe(false);
    expect(failsOnlyByDesign('errors-in-console', failed({ items: [] }), PAGE)).toBe(false);
  });

  it('is false for an audit that passed or does not apply', () => {
    expect(failsOnlyByDesign('is-crawlable', passing, PAGE)).toBe(false);
    expect(failsOnlyByDesign('is-crawlable', { score: null }, PAGE)).toBe(false);
    expect(failsOnlyByDesign('is-crawlable', failed(), PAGE)).toBe(true);
  });
});

describe('scoreCounting and passedByDesign', () => {
  const refs = [
    { id: 'is-crawlable', weight: 4.043 },
    { id: 'http-status-code', weight: 1 },
    { id: 'document-title', weight: 1 },
    { id: 'meta-description', weight: 1 },
    { id: 'robots-txt', weight: 1 },
    { id: 'manual-check', weight: 0 },
  ];
  const audits = {
    'is-crawlable': failed(),
    'http-status-code': failed(),
    'document-title': passing,
    'meta-description': failed(),
    'robots-txt': failed({ items: [{ line: 'Disallow /x', message: 'Syntax not understood' }] }),
    'manual-check': failed(),
  };

  it('counts only the page type’s listed audits as passed', () => {
    const passed = passedByDesign(refs, audits, ['is-crawlable', 'http-status-code'], PAGE);
    expect([...passed].sort()).toEqual(['http-status-code', 'is-crawlable']);
    // A missing description and a broken robots.txt are not by design: each costs its weight.
    expect(scoreCounting(refs, audits, passed, 14)).toBe(Math.round((6.043 / 8.043) * 100));
  });

  it('leaves the score as given when nothing is counted as passed', () => {
    expect(scoreCounting(refs, audits, new Set(), 14)).toBe(14);
    expect(passedByDesign(refs, { 'robots-txt': passing }, [], PAGE).size).toBe(0);
  });
});

describe('describeFailure', () => {
  it('gives the id and value, and for console errors the first two messages and URLs', () => {
    expect(describeFailure('robots-txt', '2 errors found', { items: [{}] })).toBe(
      'robots-txt (2 errors found)',
    );
    const script = { description: 'TypeError: x', sourceLocation: { url: 'http://h/a.js' } };
    expect(
      describeFailure('errors-in-console', undefined, { items: [own404, script, script] }),
    ).toBe(`errors-in-console: ${own404.description} @ ${PAGE} | TypeError: x @ http://h/a.js`);
    expect(describeFailure('errors-in-console', undefined, { items: [] })).toBe(
      'errors-in-console',
    );
  });
});

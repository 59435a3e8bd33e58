import { describe, expect, it } from 'vitest';
import { parseAccept, prefersMarkdown, qualityOf } from './accept';

describe('prefersMarkdown', () => {
  it('gives Markdown to clients that ask only or first for it', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html;q=0.5, text/markdown;q=0.8, */*;q=0.1')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.3, */*;q=0.1')).toBe(true);
    expect(prefersMarkdown('TEXT/MARKDOWN; charset=utf-8')).toBe(true);
  });

  it('keeps HTML for browsers, wildcards and ties', () => {
    expect(prefersMarkdown(null)).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/*')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(
      false,
    );
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.9, text/html;q=0.9')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.5, text/*;q=0.8')).toBe(false);
  });

  it('honours an explicit refusal of Markdown', () => {
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0, */*')).toBe(false);
  });

  it('lets the most specific range decide, not the highest q', () => {
    // text/html is refused outright even though */* would accept it.
    expect(prefersMarkdown('text/html;q=0, text/markdown;q=0.1, */*;q=1')).toBe(true);
    expect(qualityOf(parseAccept('text/*;q=0.2, */*;q=1'), 'text/markdown')).toBe(0.2);
  });

  it('ignores malformed entries instead of failing', () => {
    expect(prefersMarkdown('garbage, text/markdown;q=abc, text/markdown;q=2')).toBe(false);
    expect(prefersMarkdown('garbage, text/markdown')).toBe(true);
    expect(parseAccept('*/html, text/markdown;q=0.5')).toHaveLength(1);
  });
});

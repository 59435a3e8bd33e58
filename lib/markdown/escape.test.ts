import { describe, expect, it } from 'vitest';
import { summarizeMarkdown } from './testing/markdown-tree';
import { escapeInline, escapeLinkText, markdownLink, markdownUrl } from './escape';

describe('escapeInline', () => {
  it('keeps ordinary text readable', () => {
    expect(escapeInline('Boulangerie du Plateau, Montréal (QC) — 4.5/5!')).toBe(
      'Boulangerie du Plateau, Montréal (QC) — 4.5/5!',
    );
  });

  it('cannot open links, images, HTML or emphasis', () => {
    const out = escapeInline(
      '[click](javascript:alert(1)) ![x](https://e.example/a.png) <img src=x onerror=alert(1)> *bold* _it_ `code`',
    );
    const tree = summarizeMarkdown(out);
    expect(tree).toMatchObject({ links: [], images: [], html: [] });
    expect(tree.text).toContain('<img src=x onerror=alert(1)> *bold* _it_ `code`');
    expect(out).toContain('\\[click\\](javascript:alert(1))');
    expect(out).toContain('!\\[x\\](`https://e.example/a.png`)');
  });

  it('flattens newlines and escapes block syntax at the start', () => {
    expect(escapeInline('# Title\n\n- item')).toBe('\\# Title - item');
    expect(escapeInline('1. first')).toBe('1\\. first');
    expect(escapeInline('> quote')).toBe('\\> quote');
    expect(escapeInline('18.50 / kg')).toBe('18.50 / kg');
    expect(escapeInline('2025. A year')).toBe('2025\\. A year');
    expect(escapeInline('-- not a rule')).toBe('-- not a rule');
    expect(escapeInline('---')).toBe('\\---');
  });

  it('defeats GFM autolink literals and character references', () => {
    expect(escapeInline('see https://evil.example or www.evil.example or a@evil.example')).toBe(
      'see `https://evil.example` or `www.evil.example` or `a@evil.example`',
    );
    expect(escapeInline('x https://e.example/`a`')).toBe('x `` https://e.example/`a` ``');
    expect(escapeInline('(see https://e.example/x.)')).toBe('(see `https://e.example/x`.)');
    expect(escapeInline('&lt;script&gt; &#106;')).toBe('\\&lt;script\\&gt; \\&#106;');
  });
});

describe('links', () => {
  it('keeps brackets out of link text so llms.txt parsers read the whole title', () => {
    expect(escapeLinkText('Café [Old] Port')).toBe('Café (Old) Port');
    expect(markdownLink('A]b', 'https://d.example/business/a(b)')).toBe(
      '[A)b](https://d.example/business/a%28b%29)',
    );
  });

  it('encodes what would end a destination', () => {
    expect(markdownUrl('https://d.example/a b(c)<d>')).toBe(
      'https://d.example/a%20b%28c%29%3Cd%3E',
    );
  });
});

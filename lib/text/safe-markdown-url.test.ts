import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl } from './safe-markdown-url';

describe('safeMarkdownUrl', () => {
  it('allows http(s), mailto and tel links, and in-page fragments', () => {
    expect(safeMarkdownUrl('https://example.org/a', 'link')).toBe('https://example.org/a');
    expect(safeMarkdownUrl('mailto:a@b.example', 'link')).toBe('mailto:a@b.example');
    expect(safeMarkdownUrl('tel:+15145550100', 'link')).toBe('tel:+15145550100');
    expect(safeMarkdownUrl('#user-content-fn-1', 'link')).toBe('#user-content-fn-1');
  });

  it('drops script, data and relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/admin',
      '../x',
      '//evil.example',
    ]) {
      expect(safeMarkdownUrl(url, 'link'), url).toBeUndefined();
    }
  });

  it('allows only http(s) images', () => {
    expect(safeMarkdownUrl('https://img.example/a.png', 'image')).toBe('https://img.example/a.png');
    expect(safeMarkdownUrl('data:image/svg+xml,<svg onload=alert(1)>', 'image')).toBeUndefined();
    expect(safeMarkdownUrl('mailto:a@b.example', 'image')).toBeUndefined();
  });
});

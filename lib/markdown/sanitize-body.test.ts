import { describe, expect, it } from 'vitest';
import { sanitizeMarkdownBody } from './sanitize-body';

const clean = (markdown: string, topHeadingLevel = 2) =>
  sanitizeMarkdownBody(markdown, { topHeadingLevel });

describe('sanitizeMarkdownBody', () => {
  it('keeps safe Markdown as it is', () => {
    const body =
      'Some **bold** text with [a link](https://example.org/x "t") and `code`.\n\n- a\n- b';
    expect(clean(body)).toBe(body);
  });

  it('turns raw HTML into text', () => {
    const out = clean('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<');
    expect(out).toContain('&lt;script>');
  });

  it('keeps autolinks to allowed URLs and defuses the others', () => {
    expect(clean('Write to <hi@cafe.example> or see <https://cafe.example/x>.')).toBe(
      'Write to <hi@cafe.example> or see <https://cafe.example/x>.',
    );
    expect(clean('<javascript:alert(1)> <data:text/html,x>')).toBe(
      '&lt;javascript:alert(1)> &lt;data:text/html,x>',
    );
  });

  it('drops links and images whose URL breaks the policy, keeping their text', () => {
    expect(clean('[click me](javascript:alert(1)) and ![pic](data:image/png;base64,xx)')).toBe(
      'click me and pic',
    );
    expect(clean('[rel](/admin) [ok](mailto:a@b.example)')).toBe('rel [ok](mailto:a@b.example)');
    expect(clean('[x]: javascript:alert(1)\n[y]: https://example.org')).toBe(
      '[y]: https://example.org',
    );
  });

  it('shifts headings under the page heading', () => {
    expect(clean('# Top\n### Deep\n###### Max', 2)).toBe('## Top\n#### Deep\n###### Max');
  });

  it('leaves code literal and closes an unclosed fence', () => {
    expect(clean('```html\n<b>x</b>\n```')).toBe('```html\n<b>x</b>\n```');
    expect(clean('Use `<div>` here')).toBe('Use `<div>` here');
    expect(clean('```\n<b>open')).toBe('```\n<b>open\n```');
  });
});

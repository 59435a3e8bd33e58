import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { Markdown } from './Markdown';

const html = (markdown: string, topHeadingLevel: 2 | 3 | 4 = 2, locale: 'en' | 'fr' = 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <Markdown topHeadingLevel={topHeadingLevel}>{markdown}</Markdown>
    </NextIntlClientProvider>,
  );

describe('Markdown (the page rendering of the body pipeline)', () => {
  it('renders headings at the levels the twin gives them', () => {
    expect(html('## About\n\n#### Hours', 3)).toMatch(/<h3>About<\/h3>\s*<h5>Hours<\/h5>/);
  });

  it('never renders raw HTML or a disallowed URL', () => {
    const out = html('<script>alert(1)</script>[x](javascript:alert(1)) ![p](data:x)');
    expect(out).not.toMatch(/<script|javascript:|data:/);
    expect(out).toContain('x');
  });

  it('marks outside links nofollow and keeps in-page anchors plain', () => {
    const out = html('[site](https://example.org) and a note[^1]\n\n[^1]: Source.');
    expect(out).toContain('<a href="https://example.org/" rel="nofollow ugc noopener">site</a>');
    expect(out).toMatch(/<a href="#user-content-fn-1"[^>]*>1<\/a>/);
  });

  it('lets the keyboard reach a table or code block that scrolls sideways', () => {
    const out = html('| a | b |\n| - | - |\n| 1 | 2 |\n\n```sh\necho hi\n```');
    expect(out).toMatch(/<table tabindex="0"><thead>/);
    expect(out).toMatch(/<pre tabindex="0"><code class="language-sh">echo hi/);
  });

  it('gives each task-list checkbox its item text as accessible name', () => {
    const out = html('- [x] Bring flour\n- [ ] Preheat oven');
    expect(out).toContain(
      '<input type="checkbox" disabled="" aria-label="Bring flour" checked=""/> Bring flour',
    );
    expect(out).toContain('<input type="checkbox" disabled="" aria-label="Preheat oven"/> Preheat');
  });

  it('labels the footnotes in the page language, without a heading the twin would not have', () => {
    const out = html('Claim[^1]\n\n[^1]: Source.', 3, 'fr');
    expect(out).toMatch(/<p[^>]*id="footnote-label"[^>]*>Notes<\/p>/);
    expect(out).not.toMatch(/<h[1-6]/);
  });
});

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { FaqDisclosure } from './FaqDisclosure';
import { FaqQuestionItem } from './FaqQuestionItem';

const ENTRY = {
  question: 'Open on <Sunday>?',
  answerMarkdown: '## Hours\n\nUntil 3 p.m.[^1]\n\n[^1]: Summer only.',
  anchor: 'sunday',
};

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );

describe('FaqDisclosure', () => {
  it('is a native disclosure: the question as its summary, the answer in the panel below', () => {
    const out = html(
      <FaqDisclosure
        entry={ENTRY}
        place="preview"
        answerHeadingLevel={3}
        answerIdPrefix="preview-sunday-"
        testId="faq-preview"
        answerTestId="faq-preview-answer"
      />,
    );
    expect(out).toMatch(/^<details class="group disclosure" data-testid="faq-preview">/);
    // On the profile the summary is a touch target, unlike the FAQ page's denser list.
    expect(out).toMatch(
      /<summary class="disclosure-summary">.*Open on &lt;Sunday&gt;\?<\/summary>/,
    );
    expect(out).toContain('<span aria-hidden="true"');
    expect(out).toMatch(
      /<div class="disclosure-panel" data-testid="faq-preview-answer">.*<h3>Hours<\/h3>/s,
    );
    expect(out).toContain('id="preview-sunday-fn-1"');
    expect(out).not.toContain('id="sunday');
  });

  it('on the FAQ page: the anchor as a link target, and the permalink after the answer', () => {
    const out = html(<FaqQuestionItem entry={ENTRY} answerHeadingLevel={2} />);
    expect(out).toMatch(/^<details id="sunday" class="group scroll-mt-4 disclosure">/);
    expect(out).toContain('<summary class="disclosure-summary-dense">');
    expect(out).not.toContain('data-testid="faq-preview');
    expect(out).toMatch(/data-testid="faq-answer">.*<h2>Hours<\/h2>/s);
    expect(out).toContain('id="sunday-fn-1"');
    expect(out).toMatch(
      /<a href="#sunday" [^>]*>Link to this question<\/a><\/p><\/div><\/details>$/,
    );
  });
});

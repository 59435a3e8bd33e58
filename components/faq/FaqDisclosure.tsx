import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown/Markdown';
import type { FaqQuestion } from '@/lib/api';

/** Where the question is shown: on the FAQ page itself, or previewed on the profile. */
type FaqDisclosurePlace = 'page' | 'preview';

interface FaqDisclosureProps {
  entry: FaqQuestion;
  place: FaqDisclosurePlace;
  /** Level the answer's own Markdown headings start at, below the question's section. */
  answerHeadingLevel: 2 | 3;
  /**
   * Prefix of the ids inside the answer (footnotes): a question can be on the FAQ page and,
   * previewed, on the profile, and each page's ids must stay unique.
   */
  answerIdPrefix: string;
  /** Set when the question is a link target (`…/faq#anchor` lands on it). */
  id?: string;
  testId?: string;
  answerTestId: string;
  /** What follows the answer inside its panel (the FAQ page's permalink). */
  children?: ReactNode;
}

/*
 * A link target leaves room above it when scrolled to. A preview's summary is as tall as a
 * touch target should be, like the profile's other controls; the FAQ page's list stays denser
 * (the disclosure utilities of app/named-utilities.css).
 */
const DETAILS_CLASS = {
  target: 'group scroll-mt-4 disclosure',
  plain: 'group disclosure',
};
const SUMMARY_CLASS: Record<FaqDisclosurePlace, string> = {
  page: 'disclosure-summary-dense',
  preview: 'disclosure-summary',
};

/**
 * A question as a native disclosure: `<details>`/`<summary>` opens without JavaScript; the
 * marker turns as it opens, and the answer is one panel below the question.
 */
export function FaqDisclosure({
  entry,
  place,
  answerHeadingLevel,
  answerIdPrefix,
  id,
  testId,
  answerTestId,
  children,
}: FaqDisclosureProps) {
  return (
    <details
      // Left out where there is none, rather than an undefined value the RSC payload carries.
      {...(id && { id })}
      className={id ? DETAILS_CLASS.target : DETAILS_CLASS.plain}
      data-testid={testId}
    >
      <summary className={SUMMARY_CLASS[place]}>
        <span aria-hidden="true" className="disclosure-marker">
          ▸
        </span>
        {entry.question}
      </summary>
      <div className="disclosure-panel" data-testid={answerTestId}>
        <Markdown topHeadingLevel={answerHeadingLevel} idPrefix={answerIdPrefix}>
          {entry.answerMarkdown}
        </Markdown>
        {/* null rather than undefined, which the RSC payload writes as a value of its own. */}
        {children ?? null}
      </div>
    </details>
  );
}

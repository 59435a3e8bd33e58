import { useTranslations } from 'next-intl';
import { Markdown } from '@/components/markdown/Markdown';
import type { FaqQuestion } from '@/lib/api';

interface FaqQuestionItemProps {
  entry: FaqQuestion;
  /** Level the answer's own Markdown headings start at, below the question's section. */
  answerHeadingLevel: 2 | 3;
}

/**
 * One question as a native disclosure: `<details>`/`<summary>` opens without JavaScript, and
 * the question's anchor is the element's id so `…/faq#anchor` links land on it.
 */
export function FaqQuestionItem({ entry, answerHeadingLevel }: FaqQuestionItemProps) {
  const t = useTranslations('Faq');
  return (
    <details
      id={entry.anchor}
      className="group scroll-mt-4 rounded-lg border border-line bg-surface"
    >
      <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-ink marker:hidden hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="mr-2 inline-block text-ink-muted transition-transform group-open:rotate-90"
        >
          ▸
        </span>
        {entry.question}
      </summary>
      <div className="border-t border-line px-4 py-3" data-testid="faq-answer">
        <Markdown topHeadingLevel={answerHeadingLevel} idPrefix={`${entry.anchor}-`}>
          {entry.answerMarkdown}
        </Markdown>
        <p className="mt-2 text-sm">
          <a href={`#${entry.anchor}`} className="text-accent underline">
            {t('permalink')}
          </a>
        </p>
      </div>
    </details>
  );
}

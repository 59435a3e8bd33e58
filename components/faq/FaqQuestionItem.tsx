import { useTranslations } from 'next-intl';
import type { FaqQuestion } from '@/lib/api';
import { FaqDisclosure } from './FaqDisclosure';

interface FaqQuestionItemProps {
  entry: FaqQuestion;
  /** Level the answer's own Markdown headings start at, below the question's section. */
  answerHeadingLevel: 2 | 3;
}

/**
 * One question of the FAQ page: the question's anchor is the disclosure's id so `…/faq#anchor`
 * links land on it, and its answer ends with that permalink.
 */
export function FaqQuestionItem({ entry, answerHeadingLevel }: FaqQuestionItemProps) {
  const t = useTranslations('Faq');
  return (
    <FaqDisclosure
      entry={entry}
      place="page"
      answerHeadingLevel={answerHeadingLevel}
      answerIdPrefix={`${entry.anchor}-`}
      id={entry.anchor}
      answerTestId="faq-answer"
    >
      <p className="mt-2 text-sm">
        <a href={`#${entry.anchor}`} className="text-accent underline">
          {t('permalink')}
        </a>
      </p>
    </FaqDisclosure>
  );
}

import type { FaqQuestion } from '@/lib/api';
import { FaqQuestionItem } from './FaqQuestionItem';

export function FaqQuestionList({
  questions,
  answerHeadingLevel,
}: {
  questions: FaqQuestion[];
  answerHeadingLevel: 2 | 3;
}) {
  return (
    <ul className="space-y-3">
      {questions.map((entry) => (
        <li key={entry.anchor}>
          <FaqQuestionItem entry={entry} answerHeadingLevel={answerHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}

import { useTranslations } from 'next-intl';
import type { Faq } from '@/lib/api';
import { FaqQuestionList } from './FaqQuestionList';

/**
 * The FAQ in page order: each category under its own h2, then the questions that have none.
 * Those get an "Other questions" h2 only when there are categories to set them apart from.
 */
export function FaqSections({ faq }: { faq: Faq }) {
  const t = useTranslations('Faq');
  const hasCategories = faq.categories.length > 0;
  return (
    <div className="space-y-8">
      {faq.categories.map((category, index) => {
        const headingId = `faq-category-${index + 1}`;
        return (
          <section key={headingId} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 heading-lg">
              {category.name || t('untitledCategory')}
            </h2>
            <FaqQuestionList questions={category.questions} answerHeadingLevel={3} />
          </section>
        );
      })}
      {faq.uncategorizedQuestions.length > 0 &&
        (hasCategories ? (
          <section aria-labelledby="faq-other-questions">
            <h2 id="faq-other-questions" className="mb-3 heading-lg">
              {t('otherQuestions')}
            </h2>
            <FaqQuestionList questions={faq.uncategorizedQuestions} answerHeadingLevel={3} />
          </section>
        ) : (
          <FaqQuestionList questions={faq.uncategorizedQuestions} answerHeadingLevel={2} />
        ))}
    </div>
  );
}

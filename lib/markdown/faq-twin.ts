import { type Business, type Faq, type FaqQuestion, faqQuestionCount } from '@/lib/api';
import { businessPath } from '@/lib/urls/paths';
import { heading, joinBlocks } from './blocks';
import type { MarkdownContext } from './context';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';

function questionBlocks(questions: FaqQuestion[], level: number): string {
  return joinBlocks(
    questions.map((question) =>
      joinBlocks([
        heading(level, question.question),
        markdownBodyForTwin(question.answerMarkdown, { topHeadingLevel: level + 1 }),
      ]),
    ),
  );
}

/**
 * The Markdown twin of a business's FAQ: categories as H2, questions as H3 (questions as H2
 * when there are no categories). A business without an FAQ gets the empty state, like the page.
 */
export function renderFaqTwin(business: Business, faq: Faq | null, ctx: MarkdownContext): string {
  const { t } = ctx;
  const count = faq ? faqQuestionCount(faq) : 0;
  let content: string;
  if (!faq || count === 0) {
    content = t('Companions.empty.faq');
  } else if (faq.categories.length === 0) {
    content = questionBlocks(faq.uncategorizedQuestions, 2);
  } else {
    content = joinBlocks([
      ...faq.categories.map((category) =>
        joinBlocks([
          heading(2, category.name || t('Companions.otherQuestions')),
          questionBlocks(category.questions, 3),
        ]),
      ),
      faq.uncategorizedQuestions.length > 0
        ? joinBlocks([
            heading(2, t('Companions.otherQuestions')),
            questionBlocks(faq.uncategorizedQuestions, 3),
          ])
        : null,
    ]);
  }
  return renderTwin(
    {
      title: t('Companions.sectionTitle', { section: t('Business.faq'), name: business.name }),
      pagePath: businessPath(business.slug, 'faq'),
      businessSlug: business.slug,
      blocks: [t('Companions.count.questions', { count }), content],
    },
    ctx,
  );
}

import { type Business, type Faq, type FaqQuestion, faqQuestionCount } from '@/lib/api';
import { businessPath } from '@/lib/urls/paths';
import { heading, joinBlocks, strongLine } from './blocks';
import type { MarkdownContext } from './context';
import { renderTwin } from './frame';
import { markdownBodyForTwin } from './body/serialize-body';

/**
 * Each question as a bold line and its answer, whose own headings start at `answerLevel`: as on
 * the page, where a question is a disclosure's summary, not a heading, and an answer's
 * headings sit under its section's.
 */
function questionBlocks(questions: FaqQuestion[], answerLevel: number): string {
  return joinBlocks(
    questions.map((question) =>
      joinBlocks([
        strongLine(question.question),
        markdownBodyForTwin(question.answerMarkdown, { topHeadingLevel: answerLevel }),
      ]),
    ),
  );
}

/**
 * The Markdown twin of a business's FAQ: categories as H2, then each question and answer. A business without an FAQ gets the empty state, like the page.
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
      title: t('Faq.title'),
      pagePath: businessPath(business.slug, 'faq'),
      businessSlug: business.slug,
      businessName: business.name,
      blocks: [t('Companions.count.questions', { count }), content],
    },
    ctx,
  );
}

import type { FAQPage, Question, WithContext } from 'schema-dts';
import type { Business, Faq, FaqQuestion } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalBusinessUrl } from '@/lib/urls/paths';
import type { FaqModel } from '@/lib/models/faq';
import { markdownPlainText } from '@/lib/markdown/body/plain-text';
import { businessNodeId } from './business-json-ld';

export interface FaqPageJsonLdContext {
  siteUrl: string;
  /** The canonical URL of the FAQ page in the reader's language. */
  pageUrl: string;
  locale: Locale;
}

function questionNode(entry: FaqQuestion, pageUrl: string): Question {
  return {
    '@type': 'Question',
    name: entry.question,
    // Each question has its own anchor on the page, so it can be cited by URL.
    url: `${pageUrl}#${entry.anchor}`,
    // Plain text: Answer.text is read as text, so Markdown's marks would show as they are.
    acceptedAnswer: { '@type': 'Answer', text: markdownPlainText(entry.answerMarkdown) },
  };
}

/**
 * FAQPage with every question of the FAQ, categorised ones first, in page order. An FAQ with
 * no question gets no block at all (null): an FAQPage without questions is invalid.
 */
export function faqPageJsonLd(
  faq: Faq,
  business: Business,
  context: FaqPageJsonLdContext,
): WithContext<FAQPage> | null {
  const questions = [
    ...faq.categories.flatMap((category) => category.questions),
    ...faq.uncategorizedQuestions,
  ];
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: context.pageUrl,
    inLanguage: context.locale,
    ...(faq.updatedAt && { dateModified: faq.updatedAt }),
    about: {
      '@type': 'Organization',
      '@id': businessNodeId(context.siteUrl, business.slug),
      name: business.name,
      url: canonicalBusinessUrl(context.siteUrl, business.slug),
    },
    mainEntity: questions.map((entry) => questionNode(entry, context.pageUrl)),
  };
}

/** The FAQ page's FAQPage, from its model; none for a business without an FAQ. */
export function faqModelJsonLd({ frame, business, faq }: FaqModel) {
  return faq
    ? faqPageJsonLd(faq, business, {
        siteUrl: frame.siteUrl,
        pageUrl: frame.canonicalUrl,
        locale: frame.locale,
      })
    : null;
}

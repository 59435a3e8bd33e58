import { slugify } from '@/lib/text/slug';
import type { Faq, FaqCategory, FaqQuestion } from '../types';
import { untrusted, type Schemas } from '../raw-types';
import { isoDateTime, isRecord, list, markdownText, text } from './primitives';

/** A URL-fragment-safe anchor from the question text, made unique within one FAQ. */
export function anchorFor(question: string, taken: Set<string>): string {
  const base = slugify(question, 60) || 'question';
  let anchor = base;
  for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
  taken.add(anchor);
  return anchor;
}

export function reshapeFaq(raw: unknown): Faq {
  const record = untrusted<Schemas['Faq']>(raw);
  const anchors = new Set<string>();
  const reshapeQuestion = (item: unknown): FaqQuestion | null => {
    if (!isRecord(item)) return null;
    const entry = untrusted<Schemas['FaqQuestion']>(item);
    const question = text(entry.question);
    // `response` is the Markdown answer; `responsePublic` its HTML twin, used only as a
    // plain-text fallback when the Markdown is missing.
    const answer =
      markdownText(entry.response) ?? markdownText(stripTags(text(entry.responsePublic))) ?? '';
    if (!question || !answer) return null;
    return { question, answerMarkdown: answer, anchor: anchorFor(question, anchors) };
  };
  const categories = list(record.categories, (item): FaqCategory | null => {
    if (!isRecord(item)) return null;
    const category = untrusted<Schemas['FaqCategory']>(item);
    const questions = list(category.questions, reshapeQuestion);
    return questions.length > 0 ? { name: text(category.name), questions } : null;
  });
  return {
    updatedAt: isoDateTime(record.updatedAt),
    categories,
    uncategorizedQuestions: list(record.uncategorizedQuestions, reshapeQuestion),
  };
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function faqQuestionCount(faq: Faq): number {
  return faq.categories.reduce(
    (sum, c) => sum + c.questions.length,
    faq.uncategorizedQuestions.length,
  );
}

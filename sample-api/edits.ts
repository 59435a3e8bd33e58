import type { Store } from './store';
import type { BusinessContent, FaqQuestionSeed } from './types';

/**
 * Data changes on demand, for tests of fresh data (POST /__control/edit): a business gets one
 * more FAQ question, in both languages, until the edit is taken back. The listing is not
 * touched (its `updatedAt` stays), as when an API changes a section without its business: only
 * a revalidation naming the business, or a full pass of a sync, finds the change.
 */

export interface BusinessEdit {
  slug: string;
  question: string;
  answer: string;
}

export function parseEdit(body: unknown): BusinessEdit | { slug: string; clear: true } | string {
  if (typeof body !== 'object' || body === null) return 'Body must be a JSON object';
  const { slug, question, answer } = body as Record<string, unknown>;
  if (typeof slug !== 'string' || slug === '') return '"slug" must be a non-empty string';
  if (question === undefined && answer === undefined) return { slug, clear: true };
  if (typeof question !== 'string' || question.trim() === '' || question.length > 500)
    return '"question" must be a string of 1 to 500 characters';
  if (typeof answer !== 'string' || answer.length > 5_000)
    return '"answer" must be a string of at most 5000 characters';
  return { slug, question, answer };
}

function withEdit(content: BusinessContent, edit: BusinessEdit): BusinessContent {
  const added: FaqQuestionSeed = {
    question: { en: edit.question, fr: edit.question },
    response: { en: edit.answer, fr: edit.answer },
  };
  const faq = content.faq ?? {
    updatedAt: new Date().toISOString(),
    categories: [],
    uncategorizedQuestions: [],
  };
  return {
    ...content,
    faq: { ...faq, uncategorizedQuestions: [...faq.uncategorizedQuestions, added] },
  };
}

/** The store as the API serves it: every business as stored, the edited ones edited. */
export function editedStore(store: Store, edits: ReadonlyMap<string, BusinessEdit>): Store {
  if (edits.size === 0) return store;
  return {
    syntheticCount: store.syntheticCount,
    listing: (lang, assetBase) => store.listing(lang, assetBase),
    find(slug) {
      const record = store.find(slug);
      const edit = edits.get(slug);
      if (!record || !edit) return record;
      return { core: record.core, content: () => withEdit(record.content(), edit) };
    },
  };
}

import type { Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import type { VocabularyCount } from './search-row';

/*
 * A language's vocabulary kept in step with its rows: each write adds the terms of the rows it
 * writes and takes away those of the rows they replace or that go, so every term's count (its
 * IDF) is what a whole build would count. A term new to the vocabulary keeps the first word it
 * was read from in this write, and comes after every term already known in the order terms
 * were met (the tie-break between equally good corrections); a term no row holds any more goes.
 */

/** Vocabulary rows per statement. */
const TERMS_BATCH = 5_000;

/** Each term's change in documents, with the word and order of a term met in this write. */
export class VocabularyChange {
  private readonly removed = new Map<string, number>();

  constructor(private readonly added: VocabularyCount) {}

  /** A stored row's terms, which the write replaces or removes. */
  remove(terms: readonly string[]): void {
    for (const term of terms) this.removed.set(term, (this.removed.get(term) ?? 0) + 1);
  }

  /** Terms whose count changes: the count's change, and for a new term its word and order. */
  changes(): { term: string; delta: number; word: string; ordinal: number }[] {
    const changes = [];
    for (const [term, { documents, word, ordinal }] of this.added.terms) {
      const delta = documents - (this.removed.get(term) ?? 0);
      if (delta !== 0) changes.push({ term, delta, word, ordinal });
    }
    for (const [term, documents] of this.removed)
      if (!this.added.terms.has(term))
        changes.push({ term, delta: -documents, word: '', ordinal: 0 });
    return changes;
  }
}

export async function applyVocabularyChange(
  db: Queryable,
  locale: Locale,
  change: VocabularyChange,
): Promise<void> {
  const changes = change.changes();
  if (changes.length === 0) return;
  const [last] = await db.query<{ ordinal: number }>(
    'SELECT coalesce(max(ordinal), -1) AS ordinal FROM directory_search_terms WHERE locale = $1',
    [locale],
  );
  const after = (last?.ordinal ?? -1) + 1;
  for (let at = 0; at < changes.length; at += TERMS_BATCH) {
    const batch = changes.slice(at, at + TERMS_BATCH);
    const terms = batch.map((each) => each.term);
    await db.query(
      `INSERT INTO directory_search_terms AS t (locale, term, documents, word, ordinal, length)
       SELECT $1, c.term, c.delta, c.word, $2::int + c.ordinal, char_length(c.term)
       FROM unnest($3::text[], $4::int[], $5::text[], $6::int[]) AS c(term, delta, word, ordinal)
       ON CONFLICT (locale, term) DO UPDATE SET documents = t.documents + excluded.documents`,
      [
        locale,
        after,
        terms,
        batch.map((each) => each.delta),
        batch.map((each) => each.word),
        batch.map((each) => each.ordinal),
      ],
    );
    // Only a term that lost documents can have none left: on a first write, none did.
    const fewer = batch.filter((each) => each.delta < 0).map((each) => each.term);
    if (fewer.length > 0)
      await db.query(
        `DELETE FROM directory_search_terms
         WHERE locale = $1 AND term = ANY($2::text[]) AND documents <= 0`,
        [locale, fewer],
      );
  }
}

import { isRecord } from '@/lib/api';

/*
 * The tabular shapes an enrichment value may take (a FAQ, a list of flat records, a matrix
 * with columns), each recognized only when the whole value fits it, and the bounds that keep
 * any of them small enough to render.
 */

export type Scalar = string | number | boolean | null;

export const MAX_ITEMS = 50;
const MAX_COLUMNS = 12;
export const MAX_TEXT_LENGTH = 5_000;

export function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function firstString(record: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '')
      return value.trim().slice(0, MAX_TEXT_LENGTH);
  }
  return null;
}

const QUESTION_KEYS = ['question', 'q'] as const;
const ANSWER_KEYS = ['answer', 'a', 'response'] as const;

/** An array whose every entry is an object with a question and an answer (or q and a). */
export function asFaq(value: unknown): { question: string; answer: string }[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const entries: { question: string; answer: string }[] = [];
  for (const entry of value.slice(0, MAX_ITEMS)) {
    if (!isRecord(entry)) return null;
    const question = firstString(entry, QUESTION_KEYS);
    const answer = firstString(entry, ANSWER_KEYS);
    if (question === null || answer === null) return null;
    entries.push({ question, answer });
  }
  return entries;
}

/** An array of flat objects (scalar values only): one row per object, one column per key. */
export function asRecordTable(value: unknown): { columns: string[]; rows: Scalar[][] } | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const records = value.slice(0, MAX_ITEMS);
  if (!records.every((entry) => isRecord(entry) && Object.values(entry).every(isScalar)))
    return null;
  const keys: string[] = [];
  for (const record of records as Record<string, Scalar>[]) {
    for (const key of Object.keys(record)) if (!keys.includes(key)) keys.push(key);
  }
  if (keys.length === 0 || keys.length > MAX_COLUMNS) return null;
  return {
    columns: keys,
    rows: (records as Record<string, Scalar>[]).map((record) =>
      keys.map((key) => record[key] ?? null),
    ),
  };
}

/** `{columns: [...], rows: [[...], ...], caption?}`: a table given as a matrix of scalars. */
export function asMatrixTable(
  value: unknown,
): { caption: string | null; columns: string[]; rows: Scalar[][] } | null {
  if (!isRecord(value)) return null;
  const { columns, rows, caption } = value;
  if (
    !Array.isArray(columns) ||
    !Array.isArray(rows) ||
    columns.length === 0 ||
    columns.length > MAX_COLUMNS
  )
    return null;
  if (!columns.every((column) => typeof column === 'string' || typeof column === 'number'))
    return null;
  if (
    !rows.every((row) => Array.isArray(row) && row.length <= columns.length && row.every(isScalar))
  )
    return null;
  const extraKeys = Object.keys(value).filter(
    (key) => !['columns', 'rows', 'caption'].includes(key),
  );
  if (extraKeys.length > 0) return null;
  return {
    caption: typeof caption === 'string' && caption.trim() ? caption.trim() : null,
    columns: columns.map(String),
    rows: (rows as Scalar[][])
      .slice(0, MAX_ITEMS)
      .map((row) => columns.map((_, index) => row[index] ?? null)),
  };
}

import { isRecord } from '@/lib/api';

/**
 * Free-form JSON from the API (catalog `attributes` and `enrichment`) turned into a small tree
 * of shapes a reader can follow: text, numbers, yes/no, dates, links, lists, labelled groups,
 * and two shapes worth their own layout: questions and answers, and comparison tables.
 *
 * The JSON is not ours and may be huge or deeply nested, so the tree is capped in depth and
 * breadth: what lies beyond the caps is dropped, and the tree says so.
 */

export type Scalar = string | number | boolean | null;

export type ValueNode =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; iso: string; hasTime: boolean }
  | { kind: 'link'; href: string }
  | { kind: 'list'; items: ValueNode[]; omitted: number }
  | { kind: 'group'; entries: GroupEntry[]; omitted: number }
  | { kind: 'faq'; entries: { question: string; answer: string }[] }
  | { kind: 'table'; caption: string | null; columns: string[]; rows: ValueNode[][] }
  | { kind: 'truncated' };

export interface GroupEntry {
  key: string;
  label: string;
  value: ValueNode;
}

export const MAX_DEPTH = 5;
export const MAX_ITEMS = 50;
export const MAX_COLUMNS = 12;
export const MAX_TEXT_LENGTH = 5_000;

const ACRONYMS = new Set([
  'faq',
  'url',
  'id',
  'sku',
  'seo',
  'gps',
  'vat',
  'gst',
  'qst',
  'pst',
  'hst',
  'csa',
  'ulc',
]);

/** "warrantyYears", "start_date", "max-tile" → "Warranty years", "Start date", "Max tile". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (ACRONYMS.has(word.toLowerCase())) return word.toUpperCase();
      return /^[A-Z\d]{2,}$/.test(word) ? word : word.toLowerCase();
    });
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A string that is an ISO 8601 date or date-time of a real calendar day; anything else is
 * null. The day is checked by hand: Date.parse happily rolls 2026-02-30 over into March.
 */
export function isoDateString(value: unknown): { iso: string; hasTime: boolean } | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  const match = ISO_DATE.exec(candidate);
  if (!match || Number.isNaN(Date.parse(candidate))) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  return { iso: candidate, hasTime: match[4] !== undefined };
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function scalarNode(value: Scalar): ValueNode {
  if (value === null) return { kind: 'text', value: '' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'text', value: '' };
  const text = value.trim().slice(0, MAX_TEXT_LENGTH);
  const date = isoDateString(text);
  if (date) return { kind: 'date', ...date };
  // Only absolute http(s) links become links; any other scheme stays text.
  if (/^https?:\/\/\S+$/i.test(text)) {
    try {
      return { kind: 'link', href: new URL(text).href };
    } catch {
      return { kind: 'text', value: text };
    }
  }
  return { kind: 'text', value: text };
}

function isEmptyNode(node: ValueNode): boolean {
  return (
    (node.kind === 'text' && node.value === '') ||
    (node.kind === 'list' && node.items.length === 0) ||
    (node.kind === 'group' && node.entries.length === 0)
  );
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

/** The tree of one JSON value; `depth` counts the levels above it. */
export function describeValue(value: unknown, depth = 0): ValueNode {
  if (isScalar(value)) return scalarNode(value);
  if (depth >= MAX_DEPTH) return { kind: 'truncated' };
  const faq = asFaq(value);
  if (faq) return { kind: 'faq', entries: faq };
  const matrix = asMatrixTable(value);
  if (matrix)
    return {
      kind: 'table',
      caption: matrix.caption,
      columns: matrix.columns,
      rows: matrix.rows.map((row) => row.map(scalarNode)),
    };
  const table = Array.isArray(value) && value.length > 1 ? asRecordTable(value) : null;
  if (table) {
    return {
      kind: 'table',
      caption: null,
      columns: table.columns.map(humanizeKey),
      rows: table.rows.map((row) => row.map(scalarNode)),
    };
  }
  if (Array.isArray(value)) {
    const items = value
      .slice(0, MAX_ITEMS)
      .map((item) => describeValue(item, depth + 1))
      .filter((node) => !isEmptyNode(node));
    return { kind: 'list', items, omitted: Math.max(0, value.length - MAX_ITEMS) };
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const entries = keys
      .slice(0, MAX_ITEMS)
      .map((key) => ({
        key,
        label: humanizeKey(key) || key,
        value: describeValue(value[key], depth + 1),
      }))
      .filter((entry) => !isEmptyNode(entry.value));
    return { kind: 'group', entries, omitted: Math.max(0, keys.length - MAX_ITEMS) };
  }
  return { kind: 'text', value: '' };
}

/** The top-level entries of an object (attributes, enrichment), each described; empty ones dropped. */
export function describeEntries(record: Record<string, unknown> | null): GroupEntry[] {
  if (record === null) return [];
  const node = describeValue(record);
  return node.kind === 'group' ? node.entries : [];
}

/** Whether a node is only scalars (so a list of it reads well joined on one line). */
export function isScalarNode(node: ValueNode): boolean {
  return !['list', 'group', 'faq', 'table', 'truncated'].includes(node.kind);
}

import { isRecord, type Locale } from '@/lib/api';
import { ATTRIBUTE_LABELS } from './attribute-labels';
import { isYearValue, keyMeaning, type KeyMeaning } from './attribute-values';
import { humanizeKey } from './humanize-key';
import { isoDateString } from '@/lib/text/iso-date-string';
import {
  asFaq,
  asMatrixTable,
  asRecordTable,
  isScalar,
  MAX_ITEMS,
  MAX_TEXT_LENGTH,
  type Scalar,
} from './enrichment-tables';

/**
 * Free-form JSON from the API (catalog `attributes` and `enrichment`) turned into a small tree
 * of shapes a reader can follow: text, numbers, yes/no, dates, links, lists, labelled groups,
 * and two shapes worth their own layout: questions and answers, and comparison tables.
 *
 * The JSON is not ours and may be huge or deeply nested, so the tree is capped in depth and
 * breadth: what lies beyond the caps is dropped, and the tree says so.
 */

export type ValueNode =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'year'; value: number }
  | { kind: 'quantity'; value: number; unit: string }
  | { kind: 'money'; value: number; currency: string | null; dollars: boolean }
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

/** How values are read: the reader's language, the currency, and what the key above says. */
export interface DescribeContext {
  locale: Locale;
  /** PRICE_CURRENCY, for sums of money. */
  currency: string | null;
  meaning: KeyMeaning | null;
  /** Inside a key that names money ("rates": {"day": 45}). */
  money: boolean;
}

const DEFAULT_DESCRIBE_CONTEXT: DescribeContext = {
  locale: 'en',
  currency: null,
  meaning: null,
  money: false,
};

function numberNode(value: number, context: DescribeContext): ValueNode {
  const meaning = context.meaning;
  if (meaning?.year && isYearValue(value)) return { kind: 'year', value };
  if (meaning?.unit) return { kind: 'quantity', value, unit: meaning.unit };
  if (meaning?.money || (context.money && !meaning?.year))
    return { kind: 'money', value, currency: context.currency, dollars: meaning?.dollars ?? false };
  return { kind: 'number', value };
}

/** The label of a key in the reader's language: the dictionary's word, else its words humanized. */
function attributeLabel(key: string, locale: Locale): string {
  const known = Object.hasOwn(ATTRIBUTE_LABELS, key) ? ATTRIBUTE_LABELS[key] : undefined;
  return known?.[locale] ?? (humanizeKey(keyMeaning(key).bareKey) || humanizeKey(key) || key);
}

function scalarNode(value: Scalar, context: DescribeContext = DEFAULT_DESCRIBE_CONTEXT): ValueNode {
  if (value === null) return { kind: 'text', value: '' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number')
    return Number.isFinite(value) ? numberNode(value, context) : { kind: 'text', value: '' };
  const text = value.trim().slice(0, MAX_TEXT_LENGTH);
  const date = isoDateString(text);
  // A free-form date at exactly midnight UTC is a calendar date stored as an instant (a sale's
  // date, a closing day): shown in a place's zone it would fall on the day before.
  if (date && /T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/.test(date.iso))
    return { kind: 'date', iso: date.iso.slice(0, 10), hasTime: false };
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

/** The tree of one JSON value; `depth` counts the levels above it. */
export function describeValue(
  value: unknown,
  depth = 0,
  context: DescribeContext = DEFAULT_DESCRIBE_CONTEXT,
): ValueNode {
  if (isScalar(value)) return scalarNode(value, context);
  const inner = (key: string | null): DescribeContext => {
    const meaning = key === null ? null : keyMeaning(key);
    return {
      ...context,
      meaning: meaning ?? context.meaning,
      money: context.money || Boolean(context.meaning?.money),
    };
  };
  if (depth >= MAX_DEPTH) return { kind: 'truncated' };
  const faq = asFaq(value);
  if (faq) return { kind: 'faq', entries: faq };
  const matrix = asMatrixTable(value);
  if (matrix)
    return {
      kind: 'table',
      caption: matrix.caption,
      columns: matrix.columns,
      rows: matrix.rows.map((row) => row.map((cell) => scalarNode(cell, inner(null)))),
    };
  const table = Array.isArray(value) && value.length > 1 ? asRecordTable(value) : null;
  if (table) {
    return {
      kind: 'table',
      caption: null,
      columns: table.columns.map((column) => attributeLabel(column, context.locale)),
      rows: table.rows.map((row) =>
        row.map((cell, index) => scalarNode(cell, inner(table.columns[index] ?? null))),
      ),
    };
  }
  if (Array.isArray(value)) {
    const items = value
      .slice(0, MAX_ITEMS)
      .map((item) => describeValue(item, depth + 1, inner(null)))
      .filter((node) => !isEmptyNode(node));
    return { kind: 'list', items, omitted: Math.max(0, value.length - MAX_ITEMS) };
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const entries = keys
      .slice(0, MAX_ITEMS)
      .map((key) => ({
        key,
        label: attributeLabel(key, context.locale),
        value: describeValue(value[key], depth + 1, inner(key)),
      }))
      .filter((entry) => !isEmptyNode(entry.value));
    return { kind: 'group', entries, omitted: Math.max(0, keys.length - MAX_ITEMS) };
  }
  return { kind: 'text', value: '' };
}

/**
 * The top-level entries of an object (attributes, enrichment), each described in the reader's
 * language; empty ones dropped, and those in `omit` (what the item's facts already state).
 */
export function describeEntries(
  record: Record<string, unknown> | null,
  options: { locale?: Locale; currency?: string | null; omit?: ReadonlySet<string> } = {},
): GroupEntry[] {
  if (record === null) return [];
  const shown = options.omit
    ? Object.fromEntries(Object.entries(record).filter(([key]) => !options.omit?.has(key)))
    : record;
  const node = describeValue(shown, 0, {
    ...DEFAULT_DESCRIBE_CONTEXT,
    locale: options.locale ?? 'en',
    currency: options.currency ?? null,
  });
  return node.kind === 'group' ? node.entries : [];
}

/** Whether a node is only scalars (so a list of it reads well joined on one line). */
export function isScalarNode(node: ValueNode): boolean {
  return !['list', 'group', 'faq', 'table', 'truncated'].includes(node.kind);
}

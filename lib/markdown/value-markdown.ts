import { isScalarNode, type GroupEntry, type ValueNode } from '@/lib/catalog/enrichment-shapes';
import { formatMeasured } from '@/lib/catalog/format-value';
import { zonedIso } from '@/lib/text/zoned-date';
import type { MarkdownContext } from './context';

/** A Markdown context with the zone of the item's place, for its dates. */
type ValueContext = MarkdownContext & { timeZone: string };
import { escapeInline, markdownLink, singleLine } from './escape';

/*
 * The described JSON of a catalog item (lib/catalog/enrichment-shapes: attributes, enrichment)
 * as Markdown, shape by shape as the page shows it (components/catalog/ValueView.tsx): labels
 * as words, numbers and yes/no in the reader's language, lists as lists, groups and Q&A as
 * nested items, comparisons as tables. Dates stay ISO 8601, as machine renderings keep them,
 * with the offset of the item's place.
 * Never escaped JSON.
 */

const INDENT = '  ';

/** One value on one line, or null when it needs lines of its own (a list, a group, a table). */
function inlineValue(node: ValueNode, ctx: ValueContext): string | null {
  switch (node.kind) {
    case 'text':
      return escapeInline(singleLine(node.value));
    case 'number':
    case 'year':
    case 'quantity':
    case 'money':
      return escapeInline(formatMeasured(node, ctx.locale, ctx.t('Catalog.free')));
    case 'boolean':
      return ctx.t(node.value ? 'Catalog.yes' : 'Catalog.no');
    case 'date':
      return zonedIso(node, ctx.timeZone);
    case 'link':
      return markdownLink(node.href, node.href);
    case 'truncated':
      return escapeInline(ctx.t('Catalog.truncated'));
    case 'list':
      if (!node.items.every(isScalarNode)) return null;
      return [
        node.items.map((item) => inlineValue(item, ctx)).join(', '),
        node.omitted > 0
          ? ` — ${escapeInline(ctx.t('Catalog.omitted', { count: node.omitted }))}`
          : '',
      ].join('');
    default:
      return null;
  }
}

function tableCell(node: ValueNode, ctx: ValueContext): string {
  return inlineValue(node, ctx) ?? '…';
}

/** The lines of a value that needs more than one, each indented by `depth` levels. */
function blockLines(node: ValueNode, ctx: ValueContext, depth: number): string[] {
  const pad = INDENT.repeat(depth);
  const omitted = (count: number) =>
    count > 0 ? [`${pad}- ${escapeInline(ctx.t('Catalog.omitted', { count }))}`] : [];
  switch (node.kind) {
    case 'list':
      return [
        ...node.items.flatMap((item) => itemLines(null, item, ctx, depth)),
        ...omitted(node.omitted),
      ];
    case 'group':
      return [
        ...node.entries.flatMap((entry) => itemLines(entry.label, entry.value, ctx, depth)),
        ...omitted(node.omitted),
      ];
    case 'faq':
      return node.entries.flatMap((entry) => [
        `${pad}- **${escapeInline(singleLine(entry.question))}**`,
        `${pad}${INDENT}${escapeInline(singleLine(entry.answer))}`,
      ]);
    case 'table': {
      const header = `| ${node.columns.map((column) => escapeInline(column)).join(' | ')} |`;
      const rule = `| ${node.columns.map(() => '---').join(' | ')} |`;
      const rows = node.rows.map(
        (row) => `| ${row.map((cell) => tableCell(cell, ctx)).join(' | ')} |`,
      );
      return [
        ...(node.caption ? [`${pad}${escapeInline(node.caption)}`, ''] : []),
        ...[header, rule, ...rows].map((line) => `${pad}${line}`),
      ];
    }
    default:
      return [`${pad}- ${inlineValue(node, ctx) ?? ''}`];
  }
}

/** A list item: `label: value` on one line, or the label with the value's lines beneath. */
function itemLines(
  label: string | null,
  node: ValueNode,
  ctx: ValueContext,
  depth: number,
): string[] {
  const pad = INDENT.repeat(depth);
  const lead = label === null ? '' : `${escapeInline(label)}: `;
  const inline = inlineValue(node, ctx);
  if (inline !== null) return [`${pad}- ${lead}${inline}`];
  const head = label === null ? [] : [`${pad}- ${escapeInline(label)}:`];
  if (node.kind === 'table') return [...head, '', ...blockLines(node, ctx, depth + 1), ''];
  return [...head, ...blockLines(node, ctx, label === null ? depth : depth + 1)];
}

/** Labelled entries (an item's attributes) as a bullet list. */
export function entriesMarkdown(
  entries: readonly GroupEntry[],
  markdown: MarkdownContext,
  timeZone: string,
): string {
  const ctx = { ...markdown, timeZone };
  return entries
    .flatMap((entry) => itemLines(entry.label, entry.value, ctx, 0))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One value under its own heading (an enrichment part), as lines or a list. */
export function valueMarkdown(
  node: ValueNode,
  markdown: MarkdownContext,
  timeZone: string,
): string {
  const ctx = { ...markdown, timeZone };
  const inline = inlineValue(node, ctx);
  if (inline !== null) return inline;
  return blockLines(node, ctx, 0)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

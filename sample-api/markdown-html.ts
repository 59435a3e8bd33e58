import { escapeHtml } from './text';
import { renderTable } from './markdown-table';

/**
 * A small GFM-subset Markdown → HTML renderer for the `contentPublic` / `responsePublic` fields,
 * which the real API serves as HTML beside the Markdown. It only has to cope with the sample
 * API's own hand-written and generated Markdown (headings, paragraphs, emphasis, strikethrough,
 * code, links, autolinks, images, lists with task items, block quotes, tables, footnotes), so it
 * is deliberately simple. All text is escaped; only http(s), mailto, tel, relative and fragment
 * links survive.
 */
export function markdownToHtml(markdown: string): string {
  const footnotes: Footnotes = { order: [], definitions: new Map() };
  const body = renderBlocks(markdown.replace(/\r\n?/g, '\n').split('\n'), footnotes);
  return body + renderFootnotes(footnotes);
}

interface Footnotes {
  /** Labels in order of first reference, which numbers them. */
  order: string[];
  definitions: Map<string, string>;
}

const FENCE = /^```\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/;
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const FOOTNOTE_DEFINITION = /^\[\^([^\]]+)\]:\s*(.*)$/;
const TABLE_DELIMITER = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

function renderBlocks(lines: string[], footnotes: Footnotes): string {
  const out: string[] = [];
  let index = 0;
  const line = (at: number): string => lines[at] ?? '';

  while (index < lines.length) {
    const current = line(index);
    const trimmed = current.trim();
    if (trimmed === '') {
      index += 1;
      continue;
    }

    const fence = FENCE.exec(trimmed);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !/^```\s*$/.test(line(index).trim())) code.push(line(index++));
      index += 1;
      const language = fence[1] ? ` class="language-${escapeHtml(fence[1])}"` : '';
      out.push(`<pre><code${language}>${escapeHtml(code.join('\n'))}\n</code></pre>`);
      continue;
    }

    const heading = HEADING.exec(trimmed);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      out.push(`<h${level}>${renderInline(heading[2] ?? '', footnotes)}</h${level}>`);
      index += 1;
      continue;
    }

    if (RULE.test(trimmed)) {
      out.push('<hr>');
      index += 1;
      continue;
    }

    const definition = FOOTNOTE_DEFINITION.exec(trimmed);
    if (definition) {
      footnotes.definitions.set(definition[1] ?? '', definition[2] ?? '');
      index += 1;
      continue;
    }

    if (trimmed.startsWith('|') && TABLE_DELIMITER.test(line(index + 1).trim())) {
      const rows: string[] = [];
      while (index < lines.length && line(index).trim().startsWith('|'))
        rows.push(line(index++).trim());
      out.push(renderTable(rows, (cell) => renderInline(cell, footnotes)));
      continue;
    }

    if (trimmed.startsWith('>')) {
      const quoted: string[] = [];
      while (index < lines.length && line(index).trim().startsWith('>')) {
        quoted.push(line(index++).trim().replace(/^>\s?/, ''));
      }
      out.push(`<blockquote>\n${renderBlocks(quoted, footnotes)}\n</blockquote>`);
      continue;
    }

    if (LIST_ITEM.test(current)) {
      const listLines: string[] = [];
      while (index < lines.length && line(index).trim() !== '') listLines.push(line(index++));
      out.push(renderList(listLines, footnotes));
      continue;
    }

    const paragraph: string[] = [];
    while (index < lines.length && !startsBlock(line(index), line(index + 1))) {
      paragraph.push(line(index++).trim());
    }
    out.push(`<p>${renderInline(paragraph.join('\n'), footnotes)}</p>`);
  }
  return out.join('\n');
}

function startsBlock(current: string, next: string): boolean {
  const trimmed = current.trim();
  return (
    trimmed === '' ||
    FENCE.test(trimmed) ||
    HEADING.test(trimmed) ||
    RULE.test(trimmed) ||
    FOOTNOTE_DEFINITION.test(trimmed) ||
    trimmed.startsWith('>') ||
    LIST_ITEM.test(current) ||
    (trimmed.startsWith('|') && TABLE_DELIMITER.test(next.trim()))
  );
}

/** One list and the lists nested in it (by indentation); blank lines end the list. */
function renderList(lines: string[], footnotes: Footnotes): string {
  const first = LIST_ITEM.exec(lines[0] ?? '');
  const baseIndent = first?.[1]?.length ?? 0;
  const ordered = /^\d/.test(first?.[2] ?? '');
  const items: { text: string; children: string[] }[] = [];
  for (const raw of lines) {
    const match = LIST_ITEM.exec(raw);
    if (match && (match[1]?.length ?? 0) <= baseIndent) {
      items.push({ text: match[3] ?? '', children: [] });
    } else {
      const last = items[items.length - 1];
      if (!last) continue;
      if (match) last.children.push(raw.slice(Math.min(baseIndent + 2, raw.search(/\S/))));
      else last.text += `\n${raw.trim()}`;
    }
  }
  const isTaskList = items.some((item) => /^\[[ xX]\]\s/.test(item.text));
  const tag = ordered ? 'ol' : 'ul';
  const rendered = items.map((item) => {
    let text = item.text;
    let prefix = '';
    const task = /^\[([ xX])\]\s+(.*)$/s.exec(text);
    if (task) {
      prefix = `<input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> `;
      text = task[2] ?? '';
    }
    const nested = item.children.length > 0 ? `\n${renderList(item.children, footnotes)}\n` : '';
    const className = task ? ' class="task-list-item"' : '';
    return `<li${className}>${prefix}${renderInline(text, footnotes)}${nested}</li>`;
  });
  const listClass = isTaskList ? ' class="contains-task-list"' : '';
  return `<${tag}${listClass}>\n${rendered.join('\n')}\n</${tag}>`;
}

function renderFootnotes(footnotes: Footnotes): string {
  if (footnotes.order.length === 0) return '';
  const items = footnotes.order.map((label, position) => {
    const id = footnoteId(label);
    const text = renderInline(footnotes.definitions.get(label) ?? '', footnotes);
    return `<li id="fn-${id}">${text} <a href="#fnref-${id}" aria-label="Back to reference ${position + 1}">↩</a></li>`;
  });
  return `\n<section class="footnotes">\n<ol>\n${items.join('\n')}\n</ol>\n</section>`;
}

function footnoteId(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function safeHref(url: string): string | null {
  const decoded = url.replace(/&amp;/g, '&');
  if (/^(https?:|mailto:|tel:)/i.test(decoded) || /^[/#?]/.test(decoded)) return url;
  return null;
}

/**
 * Inline spans. Every piece of HTML produced is parked behind a placeholder so later patterns
 * (bare-URL autolinks especially) never rewrite it; placeholders are restored at the end.
 */
function renderInline(text: string, footnotes: Footnotes): string {
  const parked: string[] = [];
  const park = (html: string): string => `\u0000${parked.push(html) - 1}\u0000`;

  let working = text.replace(/`([^`]+)`/g, (_, code: string) =>
    park(`<code>${escapeHtml(code)}</code>`),
  );
  working = working.replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, (_, url: string) =>
    park(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
  );
  working = escapeHtml(working);
  working = working.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt: string, url: string) => {
    const href = safeHref(url);
    return href === null ? alt : park(`<img src="${href}" alt="${alt}">`);
  });
  working = working.replace(/\[\^([^\]]+)\]/g, (_, label: string) => {
    if (!footnotes.order.includes(label)) footnotes.order.push(label);
    const id = footnoteId(label);
    const number = footnotes.order.indexOf(label) + 1;
    return park(`<sup><a href="#fn-${id}" id="fnref-${id}">${number}</a></sup>`);
  });
  working = working.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => {
    const href = safeHref(url);
    return href === null ? label : park(`<a href="${href}">${emphasis(label)}</a>`);
  });
  working = working.replace(/\bhttps?:\/\/[^\s<\u0000]*[^\s<\u0000.,;:!?)'"]/g, (url) =>
    park(`<a href="${url}">${url}</a>`),
  );
  working = emphasis(working);

  // Parked fragments can contain other placeholders (a link around code), hence the loop.
  while (working.includes('\u0000')) {
    working = working.replace(
      /\u0000(\d+)\u0000/g,
      (_, position: string) => parked[Number(position)] ?? '',
    );
  }
  return working;
}

function emphasis(text: string): string {
  return text
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>');
}

/**
 * A strict reader of the llms.txt grammar (llmstxt.org), for tests: exactly one H1 first; an
 * optional one-line blockquote right after it; free Markdown without headings; then H2
 * sections holding nothing but `- [name](url)` items with optional `: notes`. Any deviation
 * throws, with the line at fault. Dependency-free so the e2e suite can use it too.
 */

interface LlmsLink {
  title: string;
  url: string;
  notes: string | null;
}

export interface ParsedLlmsTxt {
  title: string;
  summary: string | null;
  details: string;
  sections: { name: string; links: LlmsLink[] }[];
}

const LINK_ITEM = /^- \[(?<title>[^\]]+)\]\((?<url>[^)\s]+)\)(?::\s*(?<notes>\S.*))?$/;

export function parseLlmsTxt(text: string): ParsedLlmsTxt {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let index = 0;
  const fail = (message: string): never => {
    throw new Error(
      `llms.txt line ${index + 1}: ${message}: ${JSON.stringify(lines[index] ?? '')}`,
    );
  };
  while (index < lines.length && lines[index]?.trim() === '') index += 1;
  const h1 = /^# (\S.*)$/.exec(lines[index] ?? '');
  if (!h1) return fail('the file must start with an H1');
  const title = h1[1] ?? '';
  index += 1;
  while (lines[index]?.trim() === '') index += 1;

  let summary: string | null = null;
  if (lines[index]?.startsWith('>')) {
    summary = (lines[index] ?? '').replace(/^>\s?/, '');
    index += 1;
    if (lines[index]?.startsWith('>')) fail('the summary is a single blockquote line');
  }

  const details: string[] = [];
  while (index < lines.length && !(lines[index] ?? '').startsWith('## ')) {
    const line = lines[index] ?? '';
    if (/^#{1,6}\s/.test(line)) fail('no heading may come before the first H2 section');
    details.push(line);
    index += 1;
  }

  const sections: ParsedLlmsTxt['sections'] = [];
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.startsWith('## ')) {
      sections.push({ name: line.slice(3).trim(), links: [] });
    } else if (line.trim() !== '') {
      const match = LINK_ITEM.exec(line);
      if (!match?.groups) fail('an H2 section holds only "- [name](url): notes" items');
      const { title: linkTitle = '', url = '', notes } = match?.groups ?? {};
      sections[sections.length - 1]?.links.push({ title: linkTitle, url, notes: notes ?? null });
    }
    index += 1;
  }
  const names = sections.map((section) => section.name);
  if (new Set(names).size !== names.length)
    throw new Error(`llms.txt: duplicate section in ${names.join(', ')}`);
  const optional = names.indexOf('Optional');
  if (optional !== -1 && optional !== names.length - 1)
    throw new Error('llms.txt: "Optional" must be the last section');
  return { title, summary, details: details.join('\n').trim(), sections };
}

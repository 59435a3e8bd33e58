/**
 * Escaping for untrusted text placed into Markdown we write (names, titles, labels, one-line
 * descriptions). The text must stay text: it may not open a link, an image, raw HTML,
 * emphasis, a heading or a list, nor be turned into a link by GFM's autolink literals.
 */

/** One line: newlines would let the text start a block of its own (a heading, a list...). */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Characters that are significant anywhere in a line. */
const INLINE_SIGNIFICANT = /[\\`*_[\]<>|~]/g;

/**
 * URLs and e-mail addresses, which GFM renderers turn into links even when escaped. Trailing
 * punctuation stays outside, as GFM itself would leave it.
 */
const LINKABLE =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S*[^\s.,;:!?'")\]]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

/**
 * Untrusted text as inline Markdown: one line, punctuation escaped where it would be syntax.
 * `(`, `)` and `!` need no escape once `[` and `]` are escaped; `#`, `-`, `+`, `>` and "1."
 * only matter at the start of a line, which escapeLineStart() handles. URLs and addresses in
 * the text become code spans: GFM's autolink literals see through backslash escapes, not
 * through code.
 */
export function escapeInline(text: string): string {
  const line = singleLine(text);
  let result = '';
  let last = 0;
  for (const match of line.matchAll(LINKABLE)) {
    result += escapeText(line.slice(last, match.index));
    result += codeSpan(match[0]);
    last = match.index + match[0].length;
  }
  return escapeLineStart(result + escapeText(line.slice(last)));
}

function escapeText(text: string): string {
  return (
    text
      .replace(INLINE_SIGNIFICANT, (char) => `\\${char}`)
      // Character references (&lt;, &#106;...) would be decoded by the renderer.
      .replace(/&(?=#?\w+;)/g, '\\&')
  );
}

/** A code span no backtick inside can close (CommonMark: a longer fence, padded by spaces). */
function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Escapes what would make a line a heading, quote, list item, rule or setext underline. */
function escapeLineStart(line: string): string {
  return line.replace(
    /^(\s*)(#{1,6}(?=\s|$)|[-+*](?=\s|$)|>|=+(?=\s*$)|-+(?=\s*$)|\d{1,9}(?=[.)](?:\s|$)))/,
    (_match, space: string, lead: string) =>
      /^\d/.test(lead) ? `${space}${lead}\\` : `${space}\\${lead}`,
  );
}

/**
 * Link text for lists that simple llms.txt parsers read with `\[([^\]]+)\]`: brackets become
 * parentheses (an escaped bracket would still end their match), the rest is escaped. Inside a
 * link, GFM makes no autolinks, so URLs in the text stay as they are.
 */
export function escapeLinkText(text: string): string {
  return escapeText(singleLine(text).replace(/\[/g, '(').replace(/\]/g, ')'));
}

/**
 * A link destination: our URLs are already percent-encoded except for the characters that
 * encodeURIComponent leaves alone; parentheses and spaces would end a Markdown destination.
 */
export function markdownUrl(url: string): string {
  return url.replace(
    /[()<>\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `[text](url)` from untrusted text and a URL we built. */
export function markdownLink(text: string, url: string): string {
  return `[${escapeLinkText(text)}](${markdownUrl(url)})`;
}

import { safeMarkdownUrl } from './safe-url';

/**
 * Markdown bodies from the API (a business's mdContent, an article, an item, a document) are
 * Markdown by nature, so they are passed on as Markdown, but with the same policy as the HTML
 * pages: raw HTML never reaches a renderer, links and images keep only http(s)/mailto/tel
 * URLs (anything else becomes its plain text), and headings are shifted to nest under ours.
 */
export interface SanitizeOptions {
  /** Heading level the body's own `#` maps to (2 puts it under the page's H1). */
  topHeadingLevel: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function sanitizeMarkdownBody(markdown: string, options: SanitizeOptions): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const output: string[] = [];
  let openFence: string | null = null;
  for (const line of lines) {
    const fence = FENCE.exec(line)?.[1];
    if (openFence) {
      // Inside a fenced code block everything is literal; only the matching fence closes it.
      output.push(line);
      if (
        fence &&
        fence[0] === openFence[0] &&
        fence.length >= openFence.length &&
        line.trim() === fence
      ) {
        openFence = null;
      }
      continue;
    }
    if (fence) {
      openFence = fence;
      output.push(line);
      continue;
    }
    output.push(sanitizeLine(line, options.topHeadingLevel));
  }
  // An unclosed fence would swallow whatever we append after the body.
  if (openFence) output.push(openFence);
  return output.join('\n').trim();
}

function sanitizeLine(line: string, topHeadingLevel: number): string {
  const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]*)>?/.exec(line);
  if (definition) {
    return safeMarkdownUrl(definition[1] ?? '', 'link') ? line.replace(/</g, '%3C') : '';
  }
  const heading = /^( {0,3})(#{1,6})(?=\s|$)/.exec(line);
  let result = line;
  if (heading) {
    const level = Math.min(6, (heading[2] ?? '#').length + topHeadingLevel - 1);
    result = `${heading[1]}${'#'.repeat(level)}${line.slice(heading[0].length)}`;
  }
  return mapOutsideCodeSpans(result, (text) => neutralizeLinks(escapeAngleBrackets(text)));
}

const AUTOLINK =
  /^<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)>/i;

/**
 * `<` starts raw HTML or an autolink. Autolinks to allowed URLs (`<https://…>`, `<name@host>`)
 * stay, as the HTML page renders them; every other `<` becomes text.
 */
function escapeAngleBrackets(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char !== '<') {
      result += char;
      continue;
    }
    const autolink = AUTOLINK.exec(text.slice(index));
    const target = autolink?.[1] ?? '';
    const url = target.includes(':') ? target : `mailto:${target}`;
    if (autolink && safeMarkdownUrl(url, 'link')) {
      result += autolink[0];
      index += autolink[0].length - 1;
    } else {
      result += '&lt;';
    }
  }
  return result;
}

/** Applies `transform` to the parts of a line that are not inside `code spans`. */
function mapOutsideCodeSpans(line: string, transform: (text: string) => string): string {
  let result = '';
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return result + transform(rest);
    const ticks = open[0];
    const afterOpen = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(afterOpen);
    if (!close) return result + transform(rest);
    result +=
      transform(rest.slice(0, open.index)) + ticks + afterOpen.slice(0, close.index + ticks.length);
    rest = afterOpen.slice(close.index + ticks.length);
  }
}

/**
 * Inline links and images whose URL fails the policy are replaced by their text (an image by
 * its alt text). Destinations may hold one level of balanced parentheses, as CommonMark allows;
 * nested brackets in link text are rare enough in API content to ignore.
 */
function neutralizeLinks(text: string): string {
  return text.replace(
    /(!?)\[([^\]]*)\]\(\s*<?((?:[^\s()<>]|\([^\s()<>]*\))*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
    (whole, bang: string, label: string, url: string) =>
      safeMarkdownUrl(url, bang ? 'image' : 'link') ? whole : label,
  );
}

/**
 * Content negotiation on the Accept header (RFC 9110 §12.5.1), reduced to the one question the
 * site asks: should this request for an HTML page get the page's Markdown twin instead?
 */

interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
  /** Parameters other than q; a range with parameters is more specific than one without. */
  parameterCount: number;
}

function parseQuality(value: string): number {
  // RFC 9110: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return NaN;
  return Number(value);
}

/** The media ranges of an Accept header; malformed entries are ignored rather than fatal. */
export function parseAccept(header: string | null | undefined): MediaRange[] {
  if (!header) return [];
  const ranges: MediaRange[] = [];
  for (const entry of header.split(',')) {
    const [mediaType = '', ...params] = entry.split(';').map((part) => part.trim());
    const match = /^([\w!#$%&'*+.^`|~-]+)\/([\w!#$%&'*+.^`|~-]+)$/.exec(mediaType.toLowerCase());
    if (!match) continue;
    const [, type = '', subtype = ''] = match;
    if (type === '*' && subtype !== '*') continue;
    let quality = 1;
    let parameterCount = 0;
    let valid = true;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() === 'q') {
        quality = parseQuality(value);
        if (Number.isNaN(quality)) valid = false;
      } else if (name) {
        parameterCount += 1;
      }
    }
    if (valid) ranges.push({ type, subtype, quality, parameterCount });
  }
  return ranges;
}

function specificity(range: MediaRange): number {
  if (range.type === '*') return 0;
  if (range.subtype === '*') return 1;
  return 2 + (range.parameterCount > 0 ? 1 : 0);
}

/**
 * The quality the client gives a media type: the q of the most specific range that matches it
 * (text/markdown beats text/* beats *\/*), or 0 when nothing matches. Ranges with parameters
 * (text/markdown;variant=GFM) count as matching the bare type.
 */
export function qualityOf(ranges: readonly MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.toLowerCase().split('/');
  let best: MediaRange | null = null;
  for (const range of ranges) {
    const matches =
      (range.type === '*' && range.subtype === '*') ||
      (range.type === type && (range.subtype === '*' || range.subtype === subtype));
    if (!matches) continue;
    if (!best || specificity(range) > specificity(best)) best = range;
    else if (specificity(range) === specificity(best) && range.quality > best.quality) best = range;
  }
  return best?.quality ?? 0;
}

/**
 * True when the client strictly prefers text/markdown to text/html. A browser (text/html first,
 * or any wildcard alone) keeps the HTML page; an agent asking for text/markdown gets the twin.
 * Ties go to HTML, the page's primary representation.
 */
export function prefersMarkdown(acceptHeader: string | null | undefined): boolean {
  const ranges = parseAccept(acceptHeader);
  const markdown = qualityOf(ranges, 'text/markdown');
  return markdown > 0 && markdown > qualityOf(ranges, 'text/html');
}

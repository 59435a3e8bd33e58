/** A fenced block of literal text (a format, an example), as the page's `<pre>`. */
export const fenced = (text: string, info = 'text') => '```' + info + '\n' + text + '\n```';

export interface CitationFormatTexts {
  /** The attribution line's pattern, with its placeholders. */
  format: string;
  /** The sentence that introduces the example. */
  exampleIntro: string;
  /** The attribution line of one business. */
  example: string;
  /** The sentence that names the canonical URL's pattern. */
  canonical: string;
}

/** How to cite the directory, as the About and developers twins both state it. */
export function citationFormatBlocks(texts: CitationFormatTexts): string[] {
  return [fenced(texts.format), texts.exampleIntro, fenced(texts.example), texts.canonical];
}

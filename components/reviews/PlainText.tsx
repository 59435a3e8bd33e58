interface PlainTextProps {
  text: string;
  className?: string;
  /** The language of the text, when it is not the page's (a review in the other language). */
  lang?: string;
  testId?: string;
}

/**
 * Untrusted plain text with its paragraphs kept: blank lines split paragraphs, single line
 * breaks stay line breaks (the `plain-text` utility: white-space is inherited by the
 * paragraphs). Nothing in it is ever read as markup.
 */
export function PlainText({ text, className = '', lang, testId }: PlainTextProps) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div lang={lang} data-testid={testId} className={`plain-text ${className}`.trim()}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

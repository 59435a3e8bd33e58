/**
 * Untrusted plain text with its paragraphs kept: blank lines split paragraphs, single line
 * breaks stay line breaks. Nothing in it is ever read as markup.
 */
export function PlainText({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={`space-y-3 ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

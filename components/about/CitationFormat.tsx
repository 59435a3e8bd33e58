import type { CitationFormatTexts } from '@/lib/markdown/citation-format';

/** How to cite the directory: the attribution's pattern, an example and the canonical URL. */
export function CitationFormat({ texts }: { texts: CitationFormatTexts }) {
  return (
    <>
      <pre lang="en">
        <code>{texts.format}</code>
      </pre>
      <p>{texts.exampleIntro}</p>
      <pre lang="en">
        <code>{texts.example}</code>
      </pre>
      <p>{texts.canonical}</p>
    </>
  );
}

import type { AboutModel } from '@/lib/models/about';

interface OperatorNoteProps {
  operator: AboutModel['operator'];
  /** "… is run by {name}." with the name filled in, the unnamed sentence, "Their website:". */
  texts: { named: string; unnamed: string; website: string };
}

/** Who runs the directory: their name and website when configured, else a plain statement. */
export function OperatorNote({ operator, texts }: OperatorNoteProps) {
  return (
    <>
      <p data-testid="operator">{operator ? texts.named : texts.unnamed}</p>
      {operator?.url ? (
        <p>
          {texts.website} <a href={operator.url}>{operator.url}</a>
        </p>
      ) : null}
    </>
  );
}

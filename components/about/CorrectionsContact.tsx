import type { AboutModel } from '@/lib/models/about';

interface CorrectionsContactProps {
  corrections: AboutModel['corrections'];
  /** The lead-in before the address, and the sentence for a copy that gives none. */
  texts: { contact: string; noContact: string };
}

/** Where to report a correction: a mail link only when an address is configured, never a dead one. */
export function CorrectionsContact({ corrections, texts }: CorrectionsContactProps) {
  return (
    <p data-testid="corrections">
      {corrections ? (
        <>
          {texts.contact} <a href={corrections.href}>{corrections.email}</a>
        </>
      ) : (
        texts.noContact
      )}
    </p>
  );
}

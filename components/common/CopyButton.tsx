'use client';

import { useState, useSyncExternalStore } from 'react';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name ("Copy the address"). */
  label: string;
  /** The visible word ("Copy") and the status after each outcome, from the server's messages. */
  texts: { copy: string; copied: string; failed: string };
}

const noSubscription = () => () => {};
const clipboardAvailable = () => Boolean(navigator.clipboard?.writeText);

/**
 * Copies a text the page also shows as selectable text. Rendered only once JavaScript runs and
 * the Clipboard API exists: without them it would be a button that does nothing, and the text
 * beside it can be selected by hand.
 */
export function CopyButton({ text, label, texts }: CopyButtonProps) {
  // false on the server and during hydration, then whether the browser can copy.
  const available = useSyncExternalStore(noSubscription, clipboardAvailable, () => false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!available) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted"
      >
        {texts.copy}
      </button>
      <span role="status" className="text-sm text-ink-muted">
        {status === 'copied' ? texts.copied : status === 'failed' ? texts.failed : ''}
      </span>
    </span>
  );
}

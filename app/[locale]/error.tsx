'use client';

import { useErrorTexts } from '@/components/layout/ErrorTextsProvider';

// Never shows the error itself: the reader gets a plain apology and a retry.
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const texts = useErrorTexts();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="mt-4 text-ink-muted">{texts.text}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-strong"
      >
        {texts.retry}
      </button>
    </div>
  );
}

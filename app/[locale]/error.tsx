'use client';

import { useTranslations } from 'next-intl';

// Never shows the error itself: the reader gets a plain apology and a retry.
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Error');
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-slate-700">{t('text')}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900"
      >
        {t('retry')}
      </button>
    </div>
  );
}

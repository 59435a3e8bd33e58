'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
}

/**
 * Only the English texts, for an error boundary rendered outside the provider (which the
 * layout never lets happen): a visible apology beats an empty one.
 */
const FALLBACK: ErrorTexts = {
  title: 'Something went wrong',
  text: 'This page could not be shown right now. Please try again in a moment.',
  retry: 'Try again',
};

const ErrorTextsContext = createContext<ErrorTexts>(FALLBACK);

/**
 * The error boundary's texts, translated on the server by the layout. An error boundary must be
 * a client component and gets no props from the server; a context carries its three strings,
 * so no page loads a translation runtime for them.
 */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts;
  children: ReactNode;
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext);
}

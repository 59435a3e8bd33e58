import type { ReactNode } from 'react';

interface FilterDisclosureProps {
  /** The summary's words, with the number of filters in force: "Filters (2)". */
  summary: string;
  children: ReactNode;
}

/**
 * A listing's secondary filters, folded behind one button on a phone and always unfolded on a
 * wide screen, where they fit beside each other (globals.css, .filter-panel). A <details>, so
 * it opens without JavaScript. The home page's and the catalog's filter forms share it; their
 * search box stays outside, in view.
 */
export function FilterDisclosure({ summary, children }: FilterDisclosureProps) {
  return (
    <details className="filter-panel group">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-control border border-line-strong bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-strong">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="currentColor">
          <path d="M1 3h14v1.5H1zm3 4.25h8v1.5H4zM6.5 11.5h3V13h-3z" />
        </svg>
        {summary}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="12"
          height="12"
          fill="currentColor"
          className="transition-transform group-open:rotate-180"
        >
          <path d="M3 5.5 8 10.5l5-5 1 1-6 6-6-6z" />
        </svg>
      </summary>
      {children}
    </details>
  );
}

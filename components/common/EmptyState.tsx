import type { ReactNode } from 'react';

/**
 * What a section says when it has nothing to show: a plain sentence, and optionally a way on
 * (a link back to the first page). Pages that show it are also marked noindex.
 */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="rounded-lg border border-dashed border-line-strong p-6 text-ink-muted"
    >
      <p>{message}</p>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}

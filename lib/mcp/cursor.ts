/*
 * Pagination cursors: opaque to the agent, a page number inside. A cursor the server did not
 * write is refused with a message that says to start again without one.
 */

export function pageCursor(page: number): string {
  return Buffer.from(JSON.stringify({ page }), 'utf8').toString('base64url');
}

export type CursorPage = { ok: true; page: number } | { ok: false; error: string };

export function readCursor(cursor: string | undefined): CursorPage {
  if (cursor === undefined || cursor === '') return { ok: true, page: 1 };
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const page = (value as { page?: unknown } | null)?.page;
    if (typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 10_000)
      return { ok: true, page };
  } catch {
    // falls through to the refusal
  }
  return { ok: false, error: 'Invalid cursor: pass back a nextCursor exactly, or none to start.' };
}

/** The cursor of the page after `page`, or null on the last one. */
export function nextCursor(page: number, totalPages: number): string | null {
  return page < totalPages ? pageCursor(page + 1) : null;
}

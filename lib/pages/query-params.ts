type SearchParamValue = string | string[] | undefined;

export const MAX_PAGE_NUMBER = 10_000;

/** The first value of a query parameter, trimmed. */
export function firstParam(value: SearchParamValue): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}

/**
 * A 1-based page number from the query: anything missing, malformed or below 1 is page 1, and
 * absurd values are clamped, so a bad link never becomes a bad upstream call.
 */
export function parsePageNumber(value: SearchParamValue): number {
  const text = firstParam(value);
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.min(MAX_PAGE_NUMBER, Math.max(1, Number(text)));
}

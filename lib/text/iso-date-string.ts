const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A string that is an ISO 8601 date or date-time of a real calendar day; anything else is
 * null. The day is checked by hand: Date.parse happily rolls 2026-02-30 over into March.
 */
export function isoDateString(value: unknown): { iso: string; hasTime: boolean } | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  const match = ISO_DATE.exec(candidate);
  if (!match || Number.isNaN(Date.parse(candidate))) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  return { iso: candidate, hasTime: match[4] !== undefined };
}

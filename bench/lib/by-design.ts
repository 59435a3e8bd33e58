/**
 * Audits a page type fails on purpose. Lighthouse judges every page as one meant for a search
 * engine's index: the 404 page answers 404 and is noindex (Next adds it to every 404), and the
 * browser logs that 404 status as a console error; a search result page is `noindex, follow`
 * (its results are the listing pages, which are indexed). The bench judges those pages with
 * such audits counted as passed, only when each failed for that reason alone, and shows both
 * scores.
 */

export interface ByDesign {
  audit: string;
  why: string;
}

/** An audit's place in a category, and its result, as far as the judging below reads them. */
export interface AuditRef {
  id: string;
  weight: number;
}

export interface AuditResult {
  score: number | null;
  details?: unknown;
}

interface ConsoleItem {
  source?: unknown;
  description?: unknown;
  sourceLocation?: { url?: unknown };
}

/** Whether `audit` failed only for the reason the page type states (see above). */
export function failsOnlyByDesign(
  id: string,
  audit: AuditResult | undefined,
  pageUrl: string,
): boolean {
  if (!audit || audit.score === null || audit.score >= 1) return false;
  if (id !== 'errors-in-console') return true;
  // The only console errors: the browser's note of the document's own 404 status.
  const items = (audit.details as { items?: ConsoleItem[] } | undefined)?.items;
  return (
    Array.isArray(items) &&
    items.length > 0 &&
    items.every(
      (item) =>
        item.source === 'network' &&
        item.sourceLocation?.url === pageUrl &&
        typeof item.description === 'string' &&
        item.description.includes('status of 404'),
    )
  );
}

/** A category's score (0–100) with the audits of `passed` counted as passing. */
export function scoreCounting(
  refs: readonly AuditRef[],
  audits: Readonly<Record<string, AuditResult | undefined>>,
  passed: ReadonlySet<string>,
  given: number | null,
): number | null {
  if (passed.size === 0) return given;
  let weighted = 0;
  let weights = 0;
  for (const ref of refs) {
    const audit = audits[ref.id];
    // Lighthouse leaves audits that do not apply (score null) out of the mean.
    if (ref.weight === 0 || !audit || audit.score === null) continue;
    weighted += ref.weight * (passed.has(ref.id) ? 1 : audit.score);
    weights += ref.weight;
  }
  return weights === 0 ? given : Math.round((weighted / weights) * 100);
}

/**
 * The audits of a category to count as passed on this page: those its type fails by design
 * (each only for that reason).
 */
export function passedByDesign(
  refs: readonly AuditRef[],
  audits: Readonly<Record<string, AuditResult | undefined>>,
  byDesign: readonly string[],
  pageUrl: string,
): Set<string> {
  const passed = new Set<string>();
  for (const { id } of refs) {
    if (byDesign.includes(id) && failsOnlyByDesign(id, audits[id], pageUrl)) passed.add(id);
  }
  return passed;
}

/**
 * How a failing audit reads in the report: its id and Lighthouse's short value, and for console
 * errors the first two messages with their URLs, since they come and go between runs and the
 * run's JSON keeps no more than this.
 */
export function describeFailure(id: string, displayValue: string | undefined, details: unknown) {
  const head = `${id}${displayValue ? ` (${displayValue})` : ''}`;
  if (id !== 'errors-in-console') return head;
  const items = (details as { items?: ConsoleItem[] } | undefined)?.items ?? [];
  const messages = items
    .slice(0, 2)
    .map(
      (item) => `${String(item.description ?? '')} @ ${String(item.sourceLocation?.url ?? '?')}`,
    );
  return messages.length > 0 ? `${head}: ${messages.join(' | ')}` : head;
}

/*
 * Lighthouse 12.8.2 is the newest Lighthouse that runs on Node 20, and its robots.txt audit
 * rejects the `Content-Signal:` lines (contentsignals.org) that robots.txt carries on purpose
 * (issue: "a configurable Content-Signal line"). Lighthouse 13 recognises the directive
 * (GoogleChrome/lighthouse#16767, merged; it needs Node 22). So the bench reports the SEO score
 * twice: as 12.8.2 gives it, and as it is once robots-txt is judged by Lighthouse 13's rule,
 * which differs only when every error the audit found is an unknown `Content-Signal` line.
 */

export interface SeoAuditRef {
  id: string;
  weight: number;
}

export interface SeoAudit {
  score: number | null;
  details?: unknown;
}

interface RobotsItem {
  line?: unknown;
  message?: unknown;
}

/** True when robots-txt failed only on `Content-Signal:` lines flagged as unknown directives. */
export function failsOnlyOnContentSignal(audit: SeoAudit | undefined): boolean {
  if (!audit || audit.score === null || audit.score >= 1) return false;
  const items = (audit.details as { items?: RobotsItem[] } | undefined)?.items;
  if (!Array.isArray(items) || items.length === 0) return false;
  return items.every(
    (item) =>
      item.message === 'Unknown directive' &&
      typeof item.line === 'string' &&
      /^\s*content-signal\s*:/i.test(item.line),
  );
}

/**
 * The SEO category score (0–100) with robots-txt judged as Lighthouse 13 does, or the score
 * as given when robots-txt failed for any other reason (or passed).
 */
export function seoWithContentSignal(
  refs: readonly SeoAuditRef[],
  audits: Readonly<Record<string, SeoAudit | undefined>>,
  given: number | null,
): number | null {
  if (!failsOnlyOnContentSignal(audits['robots-txt'])) return given;
  let weighted = 0;
  let weights = 0;
  for (const ref of refs) {
    const audit = audits[ref.id];
    // Lighthouse leaves audits that do not apply (score null) out of the mean.
    if (ref.weight === 0 || !audit || audit.score === null) continue;
    weighted += ref.weight * (ref.id === 'robots-txt' ? 1 : audit.score);
    weights += ref.weight;
  }
  return weights === 0 ? given : Math.round((weighted / weights) * 100);
}

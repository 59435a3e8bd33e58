import { outageExplaining, type SoakSchedule } from './schedule';
import type { Answer } from './tally';
import type { TrafficKind } from './traffic';

/**
 * The PostgreSQL mode's own judgement of the database's restart: pages that do not read the
 * database kept answering, what reads it answered 503 with Retry-After (never a 500, never
 * silence) and answered again soon after the server was back, without a restart of any
 * instance, and the directory was current at the end (the writer stored a new listing version
 * after the restart, and every instance serves the stored listing).
 */

/** One database read asked straight of an instance (no proxy, no cache in between). */
export interface ProbeAnswer {
  /** Offset of its sending from the soak's start. */
  atMs: number;
  ms: number;
  status: number;
  retryAfter: boolean;
}

export interface PostgresObservations {
  /** Per instance, in instance order, the probes sent from the stop until the end of recovery. */
  probes: readonly (readonly ProbeAnswer[])[];
  /** Offset at which PostgreSQL accepted connections again. */
  backAtMs: number;
  /** The stored listing's version per language, read once the server was back, and at the end. */
  versionsAfterRestart: Readonly<Record<string, number>>;
  versionsAtEnd: Readonly<Record<string, number>>;
  /**
   * Per language, when a newer version than the one after the restart was first seen (offset
   * from the start; null: never, within the wait after the readers stopped).
   */
  versionsAdvancedAtMs: Readonly<Record<string, number | null>>;
  /** Businesses of the stored English listing at the end. */
  storedBusinesses: number | null;
  /** Each instance's unfiltered English search total once the listing settled (null: no answer). */
  searchTotals: readonly (number | null)[];
  /** The writer's highest count of API calls in one second, and the limit it must keep. */
  writerPeakUpstreamPerSecond: number;
  upstreamLimit: number;
}

export interface PostgresVerdicts {
  /** The traffic's answers during the outage and its grace, by kind and status. */
  duringOutage: Record<string, Record<string, number>>;
  /** Per instance: ms from the server's return to its first database read that succeeded for good. */
  recoveryMs: (number | null)[];
  /** The probes' statuses, all instances together. */
  probeStatuses: Record<string, number>;
  reasons: string[];
}

/** Kinds of request whose answer never needs the database: they must not fail with it. */
const WITHOUT_DATABASE: ReadonlySet<TrafficKind> = new Set([
  'page',
  'section',
  'listing',
  'twin',
  'companion',
]);

/**
 * When an instance answered database reads again for good: the completion of its first
 * successful probe after the last failed one (counting only probes that ended after the server
 * was back), as an offset from that return; null when its last probe still failed.
 */
export function recoveredAfterMs(probes: readonly ProbeAnswer[], backAtMs: number): number | null {
  const after = probes.filter((probe) => probe.atMs + probe.ms >= backAtMs);
  const lastFailed = after.findLastIndex((probe) => probe.status !== 200);
  const recovered = after[lastFailed + 1];
  if (!recovered) return null;
  return Math.max(0, recovered.atMs + recovered.ms - backAtMs);
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

export function judgePostgresRestart(
  schedule: SoakSchedule,
  answers: readonly Answer[],
  observed: PostgresObservations,
): PostgresVerdicts {
  const reasons: string[] = [];
  const duringOutage: Record<string, Record<string, number>> = {};
  let failedWithout = 0;
  for (const answer of answers) {
    if (outageExplaining(schedule, answer.atMs, answer.atMs + answer.ms) !== 'postgres') continue;
    count((duringOutage[answer.kind] ??= {}), String(answer.status));
    if (WITHOUT_DATABASE.has(answer.kind) && (answer.status === 0 || answer.status >= 500))
      failedWithout += 1;
  }
  if (failedWithout > 0)
    reasons.push(`${failedWithout} pages that need no database failed while it was down`);

  const probeStatuses: Record<string, number> = {};
  const probes = observed.probes.flat();
  for (const probe of probes) count(probeStatuses, String(probe.status));
  const broken = probes.filter(
    (probe) =>
      probe.status === 0 || (probe.status >= 500 && !(probe.status === 503 && probe.retryAfter)),
  );
  if (broken.length > 0)
    reasons.push(
      `${broken.length} database reads answered neither 200 nor 503 with Retry-After (${[...new Set(broken.map((probe) => probe.status))].join(', ')})`,
    );

  const recoveryMs = observed.probes.map((list) => recoveredAfterMs(list, observed.backAtMs));
  recoveryMs.forEach((ms, index) => {
    if (ms === null) reasons.push(`instance ${index + 1} still failed database reads at the end`);
    else if (ms > schedule.recoveryGraceMs)
      reasons.push(
        `instance ${index + 1} answered database reads ${Math.round(ms / 1000)} s after the restart`,
      );
  });

  for (const [locale, version] of Object.entries(observed.versionsAfterRestart)) {
    if ((observed.versionsAdvancedAtMs[locale] ?? null) === null)
      reasons.push(`the stored ${locale} listing stayed at version ${version} after the restart`);
  }
  observed.searchTotals.forEach((total, index) => {
    if (total !== observed.storedBusinesses)
      reasons.push(
        `instance ${index + 1} searched ${total ?? 'nothing'} businesses at the end, the stored listing has ${observed.storedBusinesses}`,
      );
  });
  if (observed.writerPeakUpstreamPerSecond > observed.upstreamLimit)
    reasons.push(
      `the writer made ${observed.writerPeakUpstreamPerSecond} upstream calls in one second`,
    );
  return { duringOutage, recoveryMs, probeStatuses, reasons };
}

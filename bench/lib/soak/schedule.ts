/**
 * What happens to the deployment during a soak, as offsets from its start: the API stops for a
 * while in the middle, Redis restarts once later, and a revalidation changes the data near the
 * end so that the run can check that every instance shows the new data afterwards. With
 * PostgreSQL, the database server also stops for a while between the API's outage and Redis's
 * restart, each event far enough from the others that every 503 has one cause.
 */

interface Window {
  fromMs: number;
  toMs: number;
}

export interface SoakSchedule {
  durationMs: number;
  /** No figure before it counts towards "flat memory" (JIT, caches filling). */
  warmupMs: number;
  apiDown: Window;
  /** Only in the PostgreSQL mode: the server stopped, then started on the same data and port. */
  postgresDown?: Window;
  /** 503s are allowed while a service is down and this long after it is back. */
  recoveryGraceMs: number;
  redisRestartMs: number;
  revalidateMs: number;
}

export type Outage = 'api' | 'postgres';

export function soakSchedule(durationMs: number, apiDownMs = 60_000): SoakSchedule {
  const apiFrom = Math.round(durationMs * 0.3);
  return {
    durationMs,
    warmupMs: Math.min(120_000, Math.round(durationMs * 0.2)),
    apiDown: { fromMs: apiFrom, toMs: apiFrom + Math.min(apiDownMs, Math.round(durationMs * 0.2)) },
    recoveryGraceMs: 15_000,
    redisRestartMs: Math.round(durationMs * 0.6),
    revalidateMs: Math.round(durationMs * 0.75),
  };
}

/**
 * The schedule with PostgreSQL: one more outage, so the others move to make room for it (at
 * ten minutes: the API down 2:00–3:00, PostgreSQL 4:30–4:55, Redis at 6:30, the revalidation at
 * 8:00, which also shows that the writer stores a new listing version after the restart).
 */
export function postgresSoakSchedule(
  durationMs: number,
  { apiDownMs = 60_000, postgresDownMs = 25_000 } = {},
): SoakSchedule {
  const at = (share: number) => Math.round(durationMs * share);
  const apiFrom = at(0.2);
  const postgresFrom = at(0.45);
  return {
    durationMs,
    warmupMs: Math.min(120_000, at(0.2)),
    apiDown: { fromMs: apiFrom, toMs: apiFrom + Math.min(apiDownMs, at(0.15)) },
    postgresDown: { fromMs: postgresFrom, toMs: postgresFrom + Math.min(postgresDownMs, at(0.1)) },
    recoveryGraceMs: 15_000,
    redisRestartMs: at(0.65),
    revalidateMs: at(0.8),
  };
}

/**
 * The outage that explains a failed answer to a request in flight from `fromMs` to `toMs`, or
 * null: the two overlap, grace included (a request sent just before a service stopped fails
 * with it).
 */
export function outageExplaining(
  schedule: SoakSchedule,
  fromMs: number,
  toMs = fromMs,
): Outage | null {
  const overlaps = (window: Window) =>
    toMs >= window.fromMs && fromMs <= window.toMs + schedule.recoveryGraceMs;
  if (overlaps(schedule.apiDown)) return 'api';
  if (schedule.postgresDown && overlaps(schedule.postgresDown)) return 'postgres';
  return null;
}

/**
 * What happens to the deployment during a soak, as offsets from its start: the API stops for a
 * while in the middle, Redis restarts once later, and a revalidation changes the data near the
 * end so that the run can check that every instance shows the new data afterwards.
 */

export interface SoakSchedule {
  durationMs: number;
  /** No figure before it counts towards "flat memory" (JIT, caches filling). */
  warmupMs: number;
  apiDown: { fromMs: number; toMs: number };
  /** 503s are allowed while the API is down and this long after it is back. */
  recoveryGraceMs: number;
  redisRestartMs: number;
  revalidateMs: number;
}

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
 * True when the outage explains a failed answer to a request in flight from `fromMs` to `toMs`:
 * the two overlap (a request sent just before the API stopped fails with it).
 */
export function outageExplains(schedule: SoakSchedule, fromMs: number, toMs = fromMs): boolean {
  return (
    toMs >= schedule.apiDown.fromMs && fromMs <= schedule.apiDown.toMs + schedule.recoveryGraceMs
  );
}

/*
 * What the sync tells the server's log: a line when a pass starts, a progress line at most
 * every PROGRESS_INTERVAL_MS while it runs, one per failed business, and a summary at its end.
 * Lines start with [content-sync], so that an operator can follow them with grep.
 */

export const PROGRESS_INTERVAL_MS = 10_000;

export interface SyncLog {
  info(message: string): void;
  warn(message: string): void;
}

export const consoleSyncLog: SyncLog = {
  info: (message) => console.info(`[content-sync] ${message}`),
  warn: (message) => console.warn(`[content-sync] ${message}`),
};

/** A duration as people read it: 45 s, 12 min, 2 h 05. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

export function progressLine(
  kind: string,
  progress: { done: number; total: number; failed: number },
  elapsedMs: number,
  doneThisRun: number,
): string {
  const { done, total, failed } = progress;
  const percent = total > 0 ? ((done / total) * 100).toFixed(1) : '100.0';
  const rate = elapsedMs > 0 ? (doneThisRun / elapsedMs) * 1000 : 0;
  const left = rate > 0 ? `, about ${formatDuration(((total - done) / rate) * 1000)} left` : '';
  return `${kind} pass: ${done}/${total} businesses (${percent}%), ${failed} failed, ${rate.toFixed(1)}/s${left}`;
}

/*
 * Work a stopping process must finish before it exits and that needs the event loop (a
 * database call): 'exit' listeners run synchronously, too late for it. On the first SIGTERM or
 * SIGINT the work runs, bounded, and then the listeners that were there before are called with
 * the signal, as they would have been: `next start`'s own one closes the server, lets the
 * requests in flight end and exits, which it would otherwise do before the work's first query
 * came back. With no earlier listener, the process then ends as the signal's default would.
 * Listeners that hide themselves from process.listeners() stay where they are: tsx's, through
 * which its parent process learns that the signal arrived (else it kills the process outright).
 */

export type SignalListener = (signal: NodeJS.Signals) => void;

/** What is taken over: the process, or a stand-in in tests. */
export interface SignalTarget {
  listeners(signal: NodeJS.Signals): SignalListener[];
  removeListener(signal: NodeJS.Signals, listener: SignalListener): unknown;
  on(signal: NodeJS.Signals, listener: SignalListener): unknown;
  /** The signal's default action (ends the process). */
  raise(signal: NodeJS.Signals): void;
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

const processTarget: SignalTarget = {
  listeners: (signal) => process.listeners(signal) as SignalListener[],
  removeListener: (signal, listener) => process.removeListener(signal, listener),
  on: (signal, listener) => process.on(signal, listener),
  raise: (signal) => process.kill(process.pid, signal),
};

/** Resolves when `work` ends or after `boundMs`, whichever comes first; never rejects. */
function bounded(work: () => Promise<unknown>, boundMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, boundMs)));
  const done = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      () => undefined,
    );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs `work` (at most `boundMs`) when the process is told to stop, before the listeners
 * registered earlier for that signal; once, whichever signal comes first or however often.
 */
export function runBeforeSignalExit(
  work: () => Promise<unknown>,
  boundMs: number,
  target: SignalTarget = processTarget,
): void {
  let running: Promise<void> | null = null;
  for (const signal of SIGNALS) {
    const earlier = target.listeners(signal);
    for (const previous of earlier) target.removeListener(signal, previous);
    const listener: SignalListener = (received) => {
      running ??= bounded(work, boundMs);
      void running.then(() => {
        if (earlier.length > 0) {
          for (const previous of earlier) previous(received);
          return;
        }
        target.removeListener(signal, listener);
        target.raise(received);
      });
    };
    target.on(signal, listener);
  }
}

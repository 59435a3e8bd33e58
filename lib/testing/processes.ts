import { spawn, type ChildProcess } from 'node:child_process';

/*
 * The servers the end-to-end suite and the bench start for themselves (the sample API,
 * `next start`): each in its own process group, so that stopping it stops its children too
 * (npx, tsx) and nothing else is ever signalled, and ready only once it answers over HTTP.
 * Test tooling: never imported by the site.
 */

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The last lines it printed, for the error of a server that would not start. */
  log: string[];
  stop(): Promise<void>;
  /** Ends it outright (SIGKILL), as a crash or the out-of-memory killer would: no handler runs. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** A URL that answers below 500 once the server is ready. */
  readyUrl?: string;
  /** Or any other readiness check, for a server that does not speak HTTP (Redis). */
  isReady?: () => Promise<boolean>;
  readyTimeoutMs?: number;
  /** Receives what the server prints on stderr, as it comes (the e2e suite shows it). */
  onStderr?: (chunk: string) => void;
}

const KEPT_LOG_CHUNKS = 400;

/**
 * Ends a process group: SIGTERM (or `signal`), then SIGKILL after five seconds; resolves once it
 * exited.
 */
async function stopProcessGroup(
  child: ChildProcess,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `isReady` does; fails if the process exits or time runs out. */
async function waitUntilReady(
  what: string,
  isReady: () => Promise<boolean>,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before answering ${what}`);
    if (await isReady().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs} ms`);
}

/** Resolves once `url` answers below 500; fails if the process exits or time runs out. */
function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const answers = async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status < 500;
  };
  return waitUntilReady(url, answers, child, timeoutMs);
}

/** Starts a server in its own process group and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const log: string[] = [];
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString('utf8'));
    if (log.length > KEPT_LOG_CHUNKS) log.splice(0, log.length - KEPT_LOG_CHUNKS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    options.onStderr?.(chunk.toString('utf8'));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name} did not start`);
  const stop = () => stopProcessGroup(child);
  const timeoutMs = options.readyTimeoutMs ?? 120_000;
  try {
    if (options.isReady) await waitUntilReady(options.name, options.isReady, child, timeoutMs);
    else if (options.readyUrl) await waitUntilAnswering(options.readyUrl, child, timeoutMs);
    else throw new Error('neither readyUrl nor isReady');
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${options.name}: ${reason}\n${log.join('').slice(-4000)}`);
  }
  const kill = () => stopProcessGroup(child, 'SIGKILL');
  return { name: options.name, child, pid, log, stop, kill };
}

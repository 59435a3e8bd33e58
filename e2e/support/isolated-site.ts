import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/*
 * A site of its own for a spec that breaks its API on purpose (faults, hostile data): a second
 * sample API and a second `next start` of the same production build, on ports of the spec's
 * choosing. The shared servers of playwright.config.ts stay untouched, so the other specs,
 * which run in parallel, never see a fault meant for this one.
 *
 * The site runs from a private copy of the build: Next keeps rendered pages and cached API
 * answers on disk inside the build folder, and a page rendered from hostile or broken data
 * must never be served by another server of the suite.
 */

const ROOT = path.resolve(__dirname, '..', '..');

export type FaultMode =
  'none' | 'latency' | 'error' | 'garbage' | 'html' | 'empty' | 'truncated' | 'hostile';

export interface Fault {
  mode: FaultMode;
  latencyMs?: number;
  /** Only paths that contain this text are affected. */
  paths?: string;
  statusCode?: number;
}

export interface IsolatedSite {
  siteUrl: string;
  apiUrl: string;
  setFault(fault: Fault): Promise<void>;
  /** Upstream requests the sample API has served since the last reset. */
  upstreamRequests(): Promise<number>;
  resetUpstreamStats(): Promise<void>;
  stop(): Promise<void>;
}

export interface IsolatedSiteOptions {
  sitePort: number;
  apiPort: number;
  /** Extra environment of the Next.js server (API_TIMEOUT_MS, REVALIDATE_SECRET, …). */
  siteEnv?: Record<string, string>;
  /** Extra environment of the sample API (SAMPLE_API_BUSINESSES, …). */
  apiEnv?: Record<string, string>;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Where `next start` keeps what it renders and fetches at run time, inside the build folder:
 * the data cache (cache/) and the pages ISR rendered on demand (server/route-cache/), which
 * would otherwise hand a private site the shared server's home page, say.
 */
const RUNTIME_CACHES = new Set(['cache', path.join('server', 'route-cache')]);

/** A copy of the build without its runtime caches, so the private site starts cold. */
function privateBuild(distDir: string, sitePort: number): string {
  const copy = `${distDir}-isolated-${sitePort}`;
  rmSync(path.join(ROOT, copy), { recursive: true, force: true });
  cpSync(path.join(ROOT, distDir), path.join(ROOT, copy), {
    recursive: true,
    filter: (source) => !RUNTIME_CACHES.has(path.relative(path.join(ROOT, distDir), source)),
  });
  return copy;
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so that stop() ends npx's children too.
    detached: true,
  });
  // Kept short: a failing spec shows why its server died.
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[isolated ${env.PORT ?? env.SAMPLE_API_PORT}] ${chunk}`),
  );
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

export async function startIsolatedSite(options: IsolatedSiteOptions): Promise<IsolatedSite> {
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const siteUrl = `http://127.0.0.1:${options.sitePort}`;
  const api = start('npx', ['tsx', 'sample-api/main.ts'], {
    SAMPLE_API_PORT: String(options.apiPort),
    SAMPLE_API_SITE_URL: 'http://localhost:3000',
    ...options.apiEnv,
  });
  const children: ChildProcess[] = [api];
  const distDir = privateBuild(process.env.NEXT_DIST_DIR ?? '.next', options.sitePort);
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${apiUrl}/__control/stats`, api, 60_000);
    // Same as playwright.config.ts: no `-H 127.0.0.1` (vercel/next.js#94745).
    const site = start('npx', ['next', 'start', '-p', String(options.sitePort)], {
      DIRECTORY_API_URL: apiUrl,
      NEXT_DIST_DIR: distDir,
      PORT: String(options.sitePort),
      ...options.siteEnv,
    });
    children.push(site);
    await waitForUrl(`${siteUrl}/robots.txt`, site, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const control = async (pathname: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  return {
    siteUrl,
    apiUrl,
    async setFault(fault) {
      await control('/__control/fault', fault);
    },
    async upstreamRequests() {
      const stats = await control('/__control/stats');
      return Number(stats.requests);
    },
    async resetUpstreamStats() {
      await control('/__control/stats/reset', {});
    },
    stop,
  };
}

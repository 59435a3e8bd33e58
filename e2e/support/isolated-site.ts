import path from 'node:path';
import { privateBuild, removePrivateBuild } from '@/lib/testing/private-build';
import { startServer, type ServerProcess } from '@/lib/testing/processes';

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

/** One of the spec's servers, its stderr shown with its port so a failing spec shows why. */
function start(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ServerProcess> {
  const port = env.PORT ?? env.SAMPLE_API_PORT;
  return startServer({
    name,
    command: 'npx',
    args,
    cwd: ROOT,
    env,
    readyUrl,
    readyTimeoutMs: 60_000,
    onStderr: (chunk) => process.stderr.write(`[isolated ${port}] ${chunk}`),
  });
}

export async function startIsolatedSite(options: IsolatedSiteOptions): Promise<IsolatedSite> {
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const siteUrl = `http://127.0.0.1:${options.sitePort}`;
  const servers: ServerProcess[] = [];
  const distDir = privateBuild(
    ROOT,
    process.env.NEXT_DIST_DIR ?? '.next',
    `isolated-${options.sitePort}`,
  );
  const stop = async () => {
    for (const server of servers.reverse()) await server.stop();
    removePrivateBuild(ROOT, distDir);
  };
  try {
    servers.push(
      await start(
        'sample API',
        ['tsx', 'sample-api/main.ts'],
        {
          SAMPLE_API_PORT: String(options.apiPort),
          SAMPLE_API_SITE_URL: 'http://localhost:3000',
          ...options.apiEnv,
        },
        `${apiUrl}/__control/stats`,
      ),
    );
    // Same as playwright.config.ts: no `-H 127.0.0.1` (vercel/next.js#94745).
    servers.push(
      await start(
        'next start',
        ['next', 'start', '-p', String(options.sitePort)],
        {
          DIRECTORY_API_URL: apiUrl,
          NEXT_DIST_DIR: distDir,
          PORT: String(options.sitePort),
          ...options.siteEnv,
        },
        `${siteUrl}/robots.txt`,
      ),
    );
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

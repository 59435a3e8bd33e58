import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/testing/free-port';
import { startServer, type ServerProcess } from '@/lib/testing/processes';
import { privateBuild } from '@/lib/testing/site-instances';

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

type FaultMode =
  'none' | 'latency' | 'error' | 'garbage' | 'html' | 'empty' | 'truncated' | 'hostile';

interface Fault {
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
  /** The same, by path. */
  upstreamRequestsByPath(): Promise<Record<string, number>>;
  resetUpstreamStats(): Promise<void>;
  stop(): Promise<void>;
}

export interface IsolatedSiteOptions {
  /** Ports of its site and sample API: free ones unless given. */
  sitePort?: number;
  apiPort?: number;
  /** Extra environment of the Next.js server (API_TIMEOUT_MS, REVALIDATE_SECRET, …). */
  siteEnv?: Record<string, string>;
  /** Extra environment of the sample API (SAMPLE_API_BUSINESSES, …). */
  apiEnv?: Record<string, string>;
  /**
   * A fault the API has before the site starts (hostile data): the site loads its directory
   * index at its start, so a fault set later would find the clean listing already in memory.
   */
  fault?: Fault;
  /**
   * The path whose 200 means the site has started; by default its readiness probe, which a
   * site whose API is down at its start never passes.
   */
  readyPath?: string;
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

export interface PrivateSampleApi {
  apiUrl: string;
  setFault(fault: Fault): Promise<void>;
  /** Gives a business one more FAQ question (POST /__control/edit); without one, takes it back. */
  edit(edit: { slug: string; question?: string; answer?: string }): Promise<void>;
  /** Upstream requests the sample API has served since the last reset. */
  upstreamRequests(): Promise<number>;
  /** The same, by path. */
  upstreamRequestsByPath(): Promise<Record<string, number>>;
  resetUpstreamStats(): Promise<void>;
  stop(): Promise<void>;
}

/** A sample API of the spec's own, whose faults and request counts no other spec sees. */
export async function startPrivateSampleApi(
  apiPort: number,
  apiEnv: Record<string, string> = {},
): Promise<PrivateSampleApi> {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const server = await start(
    'sample API',
    ['tsx', 'sample-api/main.ts'],
    {
      SAMPLE_API_PORT: String(apiPort),
      SAMPLE_API_SITE_URL: 'http://localhost:3000',
      ...apiEnv,
    },
    `${apiUrl}/__control/stats`,
  );
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
    apiUrl,
    async setFault(fault) {
      await control('/__control/fault', fault);
    },
    async edit(edit) {
      await control('/__control/edit', edit);
    },
    async upstreamRequests() {
      const stats = await control('/__control/stats');
      return Number(stats.requests);
    },
    async upstreamRequestsByPath() {
      const stats = await control('/__control/stats');
      return (stats.byPath ?? {}) as Record<string, number>;
    },
    async resetUpstreamStats() {
      await control('/__control/stats/reset', {});
    },
    stop: () => server.stop(),
  };
}

export async function startIsolatedSite(options: IsolatedSiteOptions): Promise<IsolatedSite> {
  const sitePort = options.sitePort ?? (await freePort());
  const apiPort = options.apiPort ?? (await freePort());
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const distDir = privateBuild(process.env.NEXT_DIST_DIR ?? '.next', `isolated-${sitePort}`);
  let api: PrivateSampleApi | undefined;
  let site: ServerProcess | undefined;
  const stop = async () => {
    await site?.stop();
    await api?.stop();
    rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  };
  try {
    api = await startPrivateSampleApi(apiPort, options.apiEnv);
    if (options.fault) await api.setFault(options.fault);
    // Same as playwright.config.ts: no `-H 127.0.0.1` (vercel/next.js#94745).
    site = await start(
      'next start',
      ['next', 'start', '-p', String(sitePort)],
      {
        DIRECTORY_API_URL: api.apiUrl,
        NEXT_DIST_DIR: distDir,
        PORT: String(sitePort),
        // No content sync unless a spec asks: its background calls would count as the pages'.
        CONTENT_SYNC: 'off',
        ...options.siteEnv,
      },
      // Ready once it holds the directory index of both languages (app/api/health/route.ts),
      // loaded at its start: what a spec then counts or renders never races that load.
      `${siteUrl}${options.readyPath ?? '/api/health'}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const { apiUrl, setFault, upstreamRequests, upstreamRequestsByPath, resetUpstreamStats } = api;
  return {
    siteUrl,
    apiUrl,
    setFault,
    upstreamRequests,
    upstreamRequestsByPath,
    resetUpstreamStats,
    stop,
  };
}

/** The listing's calls a sample API served, every language together. */
export async function listingReads(api: PrivateSampleApi): Promise<number> {
  const byPath = await api.upstreamRequestsByPath();
  return Object.entries(byPath)
    .filter(([path]) => path.endsWith('/directory-businesses'))
    .reduce((sum, [, count]) => sum + count, 0);
}

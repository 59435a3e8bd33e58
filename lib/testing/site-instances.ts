import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { startServer, type ServerProcess } from './processes';
import { RUNTIME_CACHES } from './runtime-caches';

/*
 * Several `next start` instances of one production build, on free ports of 127.0.0.1, as a load
 * balancer would run them: the e2e specs of the shared cache and of the proxy start them here.
 * Each runs from its own copy of the build without its runtime caches, as on machines of their
 * own: they start cold, share no disk (Next keeps rendered pages in the build folder, which would
 * otherwise pass for a shared cache), and nothing they render reaches the suite's other servers.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A copy of the build (`name` beside it) without its runtime caches; returns its folder name. */
export function privateBuild(distDir: string, name: string, root = REPO_ROOT): string {
  const copy = `${distDir}-${name}`;
  rmSync(path.join(root, copy), { recursive: true, force: true });
  cpSync(path.join(root, distDir), path.join(root, copy), {
    recursive: true,
    filter: (source) => !RUNTIME_CACHES.includes(path.relative(path.join(root, distDir), source)),
  });
  return copy;
}

export interface SiteInstancesOptions {
  count: number;
  /** The Directory API every instance reads (DIRECTORY_API_URL). */
  apiUrl: string;
  /** The same extra environment for every instance (REDIS_URL, REVALIDATE_SECRET, …). */
  env?: Record<string, string>;
  /** More environment for one instance (one that writes, another that only reads). */
  instanceEnv?: (index: number) => Record<string, string>;
  /** The build to run; NEXT_DIST_DIR or `.next` by default. */
  distDir?: string;
  /**
   * A path every instance answers below 500 once ready; by default its readiness probe, which
   * waits for the directory index loaded at the server's start.
   */
  readyPath?: string;
  onStderr?: (instance: number, chunk: string) => void;
}

interface SiteInstance {
  url: string;
  port: number;
  /** `host:port`, as a proxy's upstream line names it. */
  address: string;
}

export interface SiteInstances {
  ports: number[];
  urls: string[];
  instances: SiteInstance[];
  /** Each instance's copy of the build. */
  distDirs: string[];
  /** What instance `index` has printed since it last started (its recent output). */
  outputOf(index: number): string;
  /** Stops instance `index` (it keeps its port), and starts it again. */
  stopInstance(index: number): Promise<void>;
  /** Ends instance `index` outright (SIGKILL): no handler of its runs. */
  killInstance(index: number): Promise<void>;
  startInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startSiteInstances(options: SiteInstancesOptions): Promise<SiteInstances> {
  const ports: number[] = [];
  for (let index = 0; index < options.count; index++) ports.push(await freePort());
  const build = options.distDir ?? process.env.NEXT_DIST_DIR ?? '.next';
  const distDirs = ports.map((port) => privateBuild(build, `instance-${port}`));
  const servers: (ServerProcess | null)[] = ports.map(() => null);
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);

  // No `-H 127.0.0.1` (vercel/next.js#94745); Next's default host answers on 127.0.0.1 too.
  const startInstance = async (index: number) => {
    const port = ports[index]!;
    servers[index] = await startServer({
      name: `next start :${port}`,
      command: 'npx',
      args: ['next', 'start', '-p', String(port)],
      cwd: REPO_ROOT,
      env: {
        DIRECTORY_API_URL: options.apiUrl,
        NEXT_DIST_DIR: distDirs[index]!,
        PORT: String(port),
        // No content sync unless a spec asks: its background calls would count as the pages'.
        CONTENT_SYNC: 'off',
        ...options.env,
        ...options.instanceEnv?.(index),
      },
      readyUrl: `${urls[index]}${options.readyPath ?? '/api/health'}`,
      readyTimeoutMs: 60_000,
      onStderr: (chunk) => options.onStderr?.(index, chunk),
    });
  };
  const stopInstance = async (index: number) => {
    await servers[index]?.stop();
    servers[index] = null;
  };
  const killInstance = async (index: number) => {
    await servers[index]?.kill();
    servers[index] = null;
  };
  const stop = async () => {
    await Promise.all(servers.map((_, index) => stopInstance(index)));
    for (const distDir of distDirs)
      rmSync(path.join(REPO_ROOT, distDir), { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < ports.length; index++) await startInstance(index);
  } catch (error) {
    await stop();
    throw error;
  }
  const instances = ports.map((port, index) => ({
    url: urls[index]!,
    port,
    address: `127.0.0.1:${port}`,
  }));
  const outputOf = (index: number) => servers[index]?.log.join('') ?? '';
  return {
    ports,
    urls,
    instances,
    distDirs,
    outputOf,
    stopInstance,
    killInstance,
    startInstance,
    stop,
  };
}

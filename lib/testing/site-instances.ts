import { freePort } from './free-port';
import { privateBuild, removePrivateBuild } from './private-build';
import { startServer, type ServerProcess } from './processes';

/*
 * Several `next start` instances of one build, as an operator runs them behind a load
 * balancer or a caching proxy: each on a free port, each on its own copy of the build (a
 * container's own disk), so what one renders is never read from another's cache.
 * Test tooling: never imported by the site.
 */

export interface SiteInstance {
  url: string;
  port: number;
  /** `host:port` as an upstream line names it. */
  address: string;
  server: ServerProcess;
  /** Stops this instance and removes its copy of the build. */
  stop(): Promise<void>;
}

export interface SiteInstancesOptions {
  /** The checkout: where `next` runs and the build lives. */
  root: string;
  count: number;
  apiUrl: string;
  /** The build the instances share, relative to root (default NEXT_DIST_DIR or `.next`). */
  distDir?: string;
  /** Names the copies of the build, so parallel users of one checkout never share one. */
  name: string;
  env?: Record<string, string>;
  onStderr?: (chunk: string) => void;
}

export interface SiteInstances {
  instances: SiteInstance[];
  stop(): Promise<void>;
}

async function startInstance(
  options: SiteInstancesOptions,
  index: number,
  distDir: string,
): Promise<SiteInstance> {
  const port = await freePort();
  const copy = privateBuild(options.root, distDir, `${options.name}-${index}`);
  const url = `http://127.0.0.1:${port}`;
  let server: ServerProcess;
  try {
    // No `-H 127.0.0.1`: Next 16 would loop next-intl's internal rewrite (playwright.config.ts).
    server = await startServer({
      name: `next start #${index}`,
      command: 'npx',
      args: ['next', 'start', '-p', String(port)],
      cwd: options.root,
      env: {
        DIRECTORY_API_URL: options.apiUrl,
        NEXT_DIST_DIR: copy,
        PORT: String(port),
        ...options.env,
      },
      readyUrl: `${url}/robots.txt`,
      readyTimeoutMs: 60_000,
      onStderr: options.onStderr,
    });
  } catch (error) {
    removePrivateBuild(options.root, copy);
    throw error;
  }
  let stopped = false;
  return {
    url,
    port,
    address: `127.0.0.1:${port}`,
    server,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      removePrivateBuild(options.root, copy);
    },
  };
}

/** Starts `count` instances one after the other (the machine's cores are few) and waits for each. */
export async function startSiteInstances(options: SiteInstancesOptions): Promise<SiteInstances> {
  const distDir = options.distDir ?? process.env.NEXT_DIST_DIR ?? '.next';
  const instances: SiteInstance[] = [];
  // Every instance is stopped even if one fails to; the first failure is thrown after.
  const stop = async () => {
    const results = await Promise.allSettled(
      [...instances].reverse().map((instance) => instance.stop()),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
  try {
    for (let index = 0; index < options.count; index += 1)
      instances.push(await startInstance(options, index, distDir));
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances: [...instances], stop };
}

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx, type RunningNginx } from '@/lib/testing/nginx';
import { freePort } from '@/lib/testing/free-port';
import { startSiteInstances } from '@/lib/testing/site-instances';
import { requestOnce, runLoad, type LoadResult } from './load';
import { percentile } from './percentiles';
import { PAGE_TYPES } from './targets';

/**
 * A warm business profile through deploy/nginx.conf (a cache HIT) against the same nginx
 * serving the same HTML as a static file, and against the origin alone (one instance, its ISR
 * cache warm), in alternating rounds so load drifting on a shared machine moves all three
 * alike. The ratio that matters is proxy ÷ static.
 */

interface ProxyPhaseOptions {
  confPath: string;
  /** `host:port` of the instances behind the proxy; the first one is also measured alone. */
  upstreams: string[];
  page: string;
  durationMs: number;
  rounds: number;
  warmupMs: number;
  connections: number;
}

interface ProxyFigure {
  target: 'static' | 'proxy' | 'origin';
  url: string;
  requestsPerSecond: number;
  requests: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  /** Median over the rounds of this target's rate ÷ the static file's in the same round. */
  xStatic: number;
  perRound: number[];
}

export interface ProxyPhaseResult {
  page: string;
  htmlBytes: number;
  cacheStatus: string | null;
  /** The origin's own cache verdict (x-nextjs-cache) on the page. */
  originCache: string | null;
  figures: ProxyFigure[];
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function measureProxy(
  options: ProxyPhaseOptions,
  log: (message: string) => void,
): Promise<ProxyPhaseResult> {
  const originUrl = `http://${options.upstreams[0]}${options.page}`;
  // The page as the origin renders it, kept as the static file nginx serves beside the proxy.
  const html = await (await fetch(originUrl)).text();
  const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'directory-static-'));
  writeFileSync(path.join(staticRoot, 'profile.html'), html, { mode: 0o644 });
  // nginx's workers (the conf's user, when run as root) read it.
  chmodSync(staticRoot, 0o755);
  const staticPort = await freePort();
  let nginx: RunningNginx | null = null;
  try {
    nginx = await startNginx({
      confPath: options.confPath,
      upstreams: options.upstreams,
      extraServers: [
        '    server {',
        `        listen 127.0.0.1:${staticPort};`,
        `        root ${staticRoot};`,
        '        default_type text/html;',
        '        location / { try_files /profile.html =404; }',
        '    }',
      ].join('\n'),
    });
    const targets = {
      static: `http://127.0.0.1:${staticPort}/profile.html`,
      proxy: `${nginx.url}${options.page}`,
      origin: originUrl,
    } as const;
    // Until the proxy answers from its cache.
    let cacheStatus: string | null = null;
    for (let attempt = 0; attempt < 20 && cacheStatus !== 'HIT'; attempt += 1) {
      const response = await fetch(targets.proxy);
      await response.arrayBuffer();
      cacheStatus = response.headers.get('x-cache-status');
    }
    for (const [target, url] of Object.entries(targets)) {
      const once = await requestOnce(url, undefined);
      if (once.status !== 200 || once.bytes < html.length)
        throw new Error(`${target} answers ${once.status} with ${once.bytes} bytes`);
    }
    const originCache = (await fetch(targets.origin)).headers.get('x-nextjs-cache');
    const load = (url: string, durationMs: number) =>
      runLoad({ url, connections: options.connections, durationMs, maxRequests: 2_000_000 });
    if (options.warmupMs > 0)
      for (const url of Object.values(targets)) await load(url, options.warmupMs);

    const runs: Record<keyof typeof targets, LoadResult[]> = { static: [], proxy: [], origin: [] };
    const samples: Record<keyof typeof targets, number[]> = { static: [], proxy: [], origin: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const target of ['static', 'proxy', 'origin'] as const) {
        const result = await runLoad({
          url: targets[target],
          connections: options.connections,
          durationMs: options.durationMs,
          maxRequests: 2_000_000,
          samples: samples[target],
        });
        runs[target].push(result);
        log(
          `proxy phase round ${round + 1}: ${target} ${result.requestsPerSecond.toFixed(0)} req/s`,
        );
      }
    }
    const figures = (['static', 'proxy', 'origin'] as const).map((target): ProxyFigure => {
      const perRound = runs[target].map(
        (run, round) => run.requestsPerSecond / runs.static[round]!.requestsPerSecond,
      );
      const requests = runs[target].reduce((sum, run) => sum + run.requests, 0);
      const elapsed = runs[target].reduce((sum, run) => sum + run.elapsedMs, 0);
      const sorted = [...samples[target]].sort((a, b) => a - b);
      return {
        target,
        url: targets[target],
        requestsPerSecond: requests / (elapsed / 1000),
        requests,
        failures: runs[target].reduce((sum, run) => sum + run.failures, 0),
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        xStatic: median(perRound),
        perRound,
      };
    });
    return {
      page: options.page,
      htmlBytes: Buffer.byteLength(html),
      cacheStatus,
      originCache,
      figures,
    };
  } finally {
    await nginx?.stop();
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

/** bench/results/proxy.md's table. */
export function renderProxyTable(result: ProxyPhaseResult): string {
  const rows = result.figures.map(
    (figure) =>
      `| ${figure.target} | ${figure.requestsPerSecond.toFixed(0)} | ${figure.xStatic.toFixed(2)} | ` +
      `${figure.perRound.map((ratio) => ratio.toFixed(2)).join(', ')} | ` +
      `${figure.p50Ms.toFixed(1)} / ${figure.p99Ms.toFixed(1)} | ${figure.requests} | ${figure.failures} |`,
  );
  return [
    '| Target | req/s | ×static (median) | ×static per round | p50 / p99 ms | requests | failures |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export interface ProxyRunOptions {
  root: string;
  apiUrl: string;
  distDir: string;
  durationMs: number;
  rounds: number;
  warmupMs: number;
  connections: number;
}

/** The phase as a bench run has it: two instances of the build, the warm profile, then stop. */
export async function measureProxyOnInstances(
  options: ProxyRunOptions,
  log: (message: string) => void,
): Promise<ProxyPhaseResult> {
  const profile = PAGE_TYPES.find((type) => type.id === 'profile');
  if (!profile) throw new Error('no profile page type');
  const sites = await startSiteInstances({
    count: 2,
    apiUrl: options.apiUrl,
    distDir: options.distDir,
  });
  try {
    return await measureProxy(
      {
        confPath: path.join(options.root, 'deploy', 'nginx.conf'),
        upstreams: sites.instances.map((instance) => instance.address),
        page: profile.path(profile.warmSlug),
        durationMs: options.durationMs,
        rounds: options.rounds,
        warmupMs: options.warmupMs,
        connections: options.connections,
      },
      log,
    );
  } finally {
    await sites.stop();
  }
}

import os from 'node:os';
import path from 'node:path';
import { startSiteInstances } from '@/lib/testing/site-instances';
import { benchConfig } from './lib/config';
import { measureProxy, renderProxyTable } from './lib/phase-proxy';
import { ROOT, startSampleApi } from './lib/processes';
import { PAGE_TYPES } from './lib/targets';

/**
 * `npm run bench:proxy`: the caching proxy's phase on its own (bench/lib/phase-proxy.ts), on an
 * existing build (BENCH_DIST_DIR, else `.next`): the sample API, two instances, deploy/nginx.conf
 * in front. Prints the table; 127.0.0.1 only, bounded in time.
 */

const config = benchConfig();
const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const distDir = process.env.BENCH_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next';
  const api = await startSampleApi(config.apiPort, config.businesses);
  const profile = PAGE_TYPES.find((type) => type.id === 'profile');
  if (!profile) throw new Error('no profile page type');
  const sites = await startSiteInstances({
    root: ROOT,
    count: 2,
    apiUrl: api.url,
    distDir,
    name: 'bench-proxy',
  });
  try {
    const result = await measureProxy(
      {
        confPath: path.join(ROOT, 'deploy', 'nginx.conf'),
        upstreams: sites.instances.map((instance) => instance.address),
        page: profile.path(profile.warmSlug),
        durationMs: config.durationMs,
        rounds: config.rounds,
        warmupMs: config.warmupMs,
        connections: config.connections,
      },
      log,
    );
    console.log(
      `\n${result.page} (${result.htmlBytes} bytes of HTML), proxy ${result.cacheStatus}, origin ${result.originCache}\n`,
    );
    console.log(renderProxyTable(result));
    console.log(
      `\nload average after the run: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await sites.stop();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

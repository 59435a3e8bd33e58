import os from 'node:os';
import { benchConfig } from './lib/config';
import { measureProxyOnInstances, renderProxyTable } from './lib/phase-proxy';
import { ROOT, startSampleApi } from './lib/processes';

/**
 * `npm run bench:proxy`: the caching proxy's phase on its own (bench/lib/phase-proxy.ts), on an
 * existing build (BENCH_DIST_DIR, else `.next`): the sample API, two instances, deploy/nginx.conf
 * in front. Prints the table; 127.0.0.1 only, bounded in time.
 */

const config = benchConfig();
const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<void> {
  const api = await startSampleApi(config.apiPort, config.businesses);
  try {
    const result = await measureProxyOnInstances(
      {
        root: ROOT,
        apiUrl: api.url,
        distDir: process.env.BENCH_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next',
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
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(`\nload average after the run: ${load.join(', ')}`);
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

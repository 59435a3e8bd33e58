import { spawn } from 'node:child_process';
import { portFromEnv, syntheticCountFromEnv } from './config';
import { startSampleApi, type RunningSampleApi } from './server';

/**
 * `tsx sample-api/with-sample-api.ts <command…>` (what `npm run dev` runs): gives the command a
 * Directory API. With DIRECTORY_API_URL set, the command runs against that API untouched.
 * Otherwise the sample API is started in this process on SAMPLE_API_PORT (default 4010) — or
 * reused if one already answers there — and the command gets DIRECTORY_API_URL pointing at it.
 */

const PROBE_TIMEOUT_MS = 1_500;

/** True when a sample API (or any Directory API) already answers the listing on that port. */
async function answersListing(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/index/directory-businesses`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as unknown;
    return (
      typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)
    );
  } catch {
    return false;
  }
}

async function provideApi(): Promise<{ url: string; api: RunningSampleApi | null }> {
  const port = portFromEnv(process.env.SAMPLE_API_PORT);
  const wanted = `http://127.0.0.1:${port}`;
  if (await answersListing(wanted)) {
    console.log(`[with-sample-api] reusing the Directory API already on ${wanted}`);
    return { url: wanted, api: null };
  }
  const syntheticBusinesses = syntheticCountFromEnv(process.env.SAMPLE_API_BUSINESSES);
  try {
    const api = await startSampleApi(port, { syntheticBusinesses });
    console.log(
      `[with-sample-api] sample Directory API on ${api.url} (${syntheticBusinesses} synthetic businesses)`,
    );
    return { url: api.url, api };
  } catch (error) {
    // The port is taken by something that is not a Directory API: take any free port instead.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const api = await startSampleApi(0, { syntheticBusinesses });
    console.warn(
      `[with-sample-api] port ${port} is busy; sample Directory API on ${api.url} instead`,
    );
    return { url: api.url, api };
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: tsx sample-api/with-sample-api.ts <command> [args…]');
    process.exit(2);
  }

  let env = process.env;
  let api: RunningSampleApi | null = null;
  if (!process.env.DIRECTORY_API_URL) {
    const provided = await provideApi();
    api = provided.api;
    env = { ...process.env, DIRECTORY_API_URL: provided.url };
  }

  // No shell: arguments reach the command exactly as given.
  const child = spawn(command, args, { stdio: 'inherit', env });
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));

  child.on('error', (error) => {
    console.error(`[with-sample-api] could not run "${command}": ${error.message}`);
    void (api?.close() ?? Promise.resolve()).finally(() => process.exit(127));
  });
  child.on('exit', (code, signal) => {
    const status = code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
    void (api?.close() ?? Promise.resolve()).finally(() => process.exit(status));
  });
}

main().catch((error: unknown) => {
  console.error(`[with-sample-api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

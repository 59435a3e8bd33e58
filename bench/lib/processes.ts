import { spawn } from 'node:child_process';
import { startServer, type ServerProcess } from '@/lib/testing/processes';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The processes a bench run starts: the sample API and `next start`, each in its own process
 * group so that stopping it stops its children too, and nothing else is ever signalled.
 */

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

export type Started = ServerProcess & { url: string };

async function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  url: string,
  readyTimeoutMs?: number,
): Promise<Started> {
  const server = await startServer({
    name,
    command,
    args,
    cwd: ROOT,
    env,
    readyUrl,
    readyTimeoutMs,
  });
  return { ...server, url };
}

export function startSampleApi(port: number, businesses: number): Promise<Started> {
  const url = `http://127.0.0.1:${port}`;
  return startProcess(
    'sample-api',
    path.join(BIN, 'tsx'),
    ['sample-api/main.ts'],
    {
      SAMPLE_API_PORT: String(port),
      SAMPLE_API_BUSINESSES: String(businesses),
      SAMPLE_API_SITE_URL: 'http://localhost:3000',
    },
    `${url}/__control/stats`,
    url,
  );
}

/*
 * The server is measured as `npm start` runs it. package.json's start script must stay a shell
 * literal, so its settings are written there and here once each, and processes.test.ts fails
 * when the two differ.
 */

/** `npm start`'s default V8 heap limit (SERVER_MAX_HEAP_MB in package.json's start script). */
const SERVER_MAX_HEAP_MB = 352;
/** `npm start`'s young generation (SERVER_SEMI_SPACE_MB). */
const SERVER_SEMI_SPACE_MB = 8;
/** `npm start`'s glibc settings: fewer arenas, and large buffers always given back to the system. */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** `npm start`'s NODE_OPTIONS with its defaults, then `extra` flags (a soak's `--import`). */
export function serverNodeOptions(extra = ''): string {
  return [
    `--max-old-space-size=${SERVER_MAX_HEAP_MB}`,
    `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`,
    extra.trim(),
  ]
    .filter(Boolean)
    .join(' ');
}

export interface SiteOptions {
  port: number;
  distDir: string;
  apiUrl: string;
  /** Node flags after `npm start`'s own (serverNodeOptions). */
  nodeFlags?: string;
  env?: Record<string, string>;
  /**
   * What "started" means: 'answering' (the default), as soon as a page answers, so that the
   * first requests measure a cold start; 'directory', once its readiness probe (GET
   * /api/health) says both languages' indexes are loaded and searchable, as a load balancer
   * waits before sending traffic.
   */
  readyWhen?: 'answering' | 'directory';
}

/** A directory of 100,000 businesses takes minutes to load on a busy two-core machine. */
const DIRECTORY_READY_TIMEOUT_MS = 300_000;

export function startSite(options: SiteOptions): Promise<Started> {
  const url = `http://127.0.0.1:${options.port}`;
  // No `-H 127.0.0.1`: Next 16 then loops next-intl's internal rewrite (see playwright.config.ts).
  return startProcess(
    'next start',
    path.join(BIN, 'next'),
    ['start', '-p', String(options.port)],
    // The heap and malloc settings `npm start` sets: the server is measured as it is deployed.
    {
      NEXT_DIST_DIR: options.distDir,
      DIRECTORY_API_URL: options.apiUrl,
      NODE_OPTIONS: serverNodeOptions(options.nodeFlags),
      ...SERVER_MALLOC_ENV,
      // The bench measures the MCP server's calls, not its per-client rate limit.
      MCP_RATE_PER_MINUTE: '100000',
      MCP_RATE_BURST: '10000',
      ...options.env,
    },
    options.readyWhen === 'directory' ? `${url}/api/health` : `${url}/about`,
    url,
    options.readyWhen === 'directory' ? DIRECTORY_READY_TIMEOUT_MS : undefined,
  );
}

/**
 * Files `next build` rewrites when the dist dir is not `.next` (it adds the dir's types to
 * tsconfig.json's include): put back as they were, so a bench run leaves the checkout clean.
 */
const REWRITTEN_BY_BUILD = ['tsconfig.json', 'next-env.d.ts'];

function snapshot(files: string[]): Map<string, string | null> {
  const contents = new Map<string, string | null>();
  for (const file of files) {
    try {
      contents.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
    } catch {
      contents.set(file, null);
    }
  }
  return contents;
}

function restore(before: Map<string, string | null>): void {
  for (const [file, content] of before) {
    if (content !== null && snapshot([file]).get(file) !== content)
      writeFileSync(path.join(ROOT, file), content);
  }
}

/** `next build` into distDir; resolves with its wall time. */
export function buildSite(distDir: string, apiUrl: string): Promise<{ ms: number; log: string }> {
  const started = Date.now();
  const log: string[] = [];
  const before = snapshot(REWRITTEN_BY_BUILD);
  const child = spawn(path.join(BIN, 'next'), ['build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      DIRECTORY_API_URL: apiUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.push(chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      restore(before);
      if (code === 0) resolve({ ms: Date.now() - started, log: log.join('') });
      else reject(new Error(`next build exited with ${code}\n${log.join('').slice(-4000)}`));
    });
  });
}

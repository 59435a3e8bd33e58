import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startServer, type ServerProcess } from './processes';

/*
 * The operator's deploy/nginx.conf, run by a real nginx for tests and the bench: rendered
 * with a loopback port, the test's upstream instances and a private prefix for the cache,
 * temporary files and logs, then started in the foreground as this user (or, as root, with
 * the conf's own worker user, which owns the directories nginx creates). Test tooling: never
 * imported by the site.
 */

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export interface NginxConfSettings {
  /** 127.0.0.1 port the proxy listens on. */
  port: number;
  /** `host:port` of each instance, in place of the conf's own upstream servers. */
  upstreams: string[];
  /** Directory that holds cache/, temp/ and logs/. */
  prefix: string;
  /** More `server { … }` blocks to add to the http block (the bench's static server). */
  extraServers?: string;
}

function replaceOnce(conf: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf has no ${what} to replace`);
  return conf.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf with the test's settings in place of the operator's: the listen port,
 * the upstream servers, and the cache, temporary and log paths. Fails loudly when the conf no
 * longer has one of them, rather than running with an operator's path.
 */
export function renderNginxConf(template: string, settings: NginxConfSettings): string {
  const { prefix } = settings;
  let conf = replaceOnce(
    template,
    /^(\s*)listen 80;/m,
    `$1listen 127.0.0.1:${settings.port};`,
    'listen 80',
  );
  conf = replaceOnce(
    conf,
    /(upstream directory_site \{\n(?:\s*#.*\n)*)(?:\s*server \S+;\n)+/,
    `$1${settings.upstreams.map((address) => `        server ${address};\n`).join('')}`,
    'upstream servers',
  );
  conf = replaceOnce(
    conf,
    /\/var\/cache\/nginx-directory\b/g,
    path.join(prefix, 'cache'),
    'cache path',
  );
  conf = replaceOnce(conf, /\/var\/lib\/nginx\//g, `${path.join(prefix, 'temp')}/`, 'temp paths');
  conf = replaceOnce(conf, /\/var\/log\/nginx\//g, `${path.join(prefix, 'logs')}/`, 'log paths');
  if (settings.extraServers) conf = conf.replace(/\}\s*$/, `${settings.extraServers}\n}\n`);
  return conf;
}

export interface RunningNginx {
  url: string;
  port: number;
  prefix: string;
  cacheDir: string;
  server: ServerProcess;
  /** The access log so far (one line a request, with the cache's verdict). */
  accessLog(): string;
  stop(): Promise<void>;
}

export interface StartNginxOptions {
  /** deploy/nginx.conf's path. */
  confPath: string;
  upstreams: string[];
  extraServers?: string;
  /** A URL path that answers below 500 once nginx and its upstreams are ready. */
  readyPath?: string;
}

/** Renders the conf into a fresh prefix and runs nginx in the foreground until stopped. */
export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'directory-nginx-'));
  // As root, nginx's workers run as the conf's user: they must reach the prefix. nginx
  // creates the cache and temporary directories itself, owned by that user.
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir), { mode: 0o755 });
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(
    confFile,
    renderNginxConf(readFileSync(options.confPath, 'utf8'), {
      port,
      upstreams: options.upstreams,
      prefix,
      extraServers: options.extraServers,
    }),
  );
  const errorLog = path.join(prefix, 'logs', 'error.log');
  const url = `http://127.0.0.1:${port}`;
  let server: ServerProcess;
  try {
    server = await startServer({
      name: 'nginx',
      command: NGINX_BINARY,
      args: [
        '-p',
        prefix,
        '-c',
        confFile,
        '-e',
        errorLog,
        '-g',
        `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log ${errorLog} warn;`,
      ],
      cwd: prefix,
      readyUrl: `${url}${options.readyPath ?? '/robots.txt'}`,
      readyTimeoutMs: 30_000,
    });
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(errorLog, 'utf8');
    } catch {
      // No log written.
    }
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  return {
    url,
    port,
    prefix,
    cacheDir: path.join(prefix, 'cache'),
    server,
    accessLog: () => readFileSync(path.join(prefix, 'logs', 'directory-access.log'), 'utf8'),
    async stop() {
      await server.stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The version nginx 1.22 writes at the start of a cache file's header (NGX_HTTP_CACHE_VERSION). */
const CACHE_HEADER_VERSION = 5n;

/**
 * Makes every entry of an nginx cache expired, as if its freshness lifetime had passed: the
 * header of each cache file holds the entry's expiry (`valid_sec`, seconds since the epoch,
 * after the header's version), which nginx reads each time it opens the entry. What the site
 * allows stale (stale-while-revalidate, stale-if-error) is untouched. Returns the entries aged.
 */
export function expireCacheEntries(cacheDir: string): number {
  let aged = 0;
  const header = Buffer.alloc(16);
  for (const entry of readdirSync(cacheDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const fd = openSync(file, 'r+');
    try {
      if (readSync(fd, header, 0, 16, 0) < 16) continue;
      if (header.readBigUInt64LE(0) !== CACHE_HEADER_VERSION)
        throw new Error(`${file}: not an nginx cache file of the version this helper knows`);
      header.writeBigInt64LE(BigInt(Math.floor(Date.now() / 1000) - 1), 8);
      writeSync(fd, header, 8, 8, 8);
      aged += 1;
    } finally {
      closeSync(fd);
    }
  }
  return aged;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startServer, type ServerProcess } from './processes';

/*
 * Debian's `redis-server` for tests: on 127.0.0.1 and a free port, without persistence
 * (`--save ''`, `--appendonly no`), in a temporary folder of its own that `stop()` removes.
 * `restart()` starts it again on the same port, empty: Redis back after an outage; `freeze()`
 * stops the process without closing its connections (SIGSTOP): a Redis that does not answer.
 */

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server and keeps its port, so `restart()` can take it again. */
  pause(): Promise<void>;
  /** Suspends the process (its connections stay open, unanswered), and resumes it. */
  freeze(): void;
  thaw(): void;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Sends one inline command and resolves with the first line of the answer. */
function redisCommand(port: number, command: string, timeoutMs = 2_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`${command}: timeout`)));
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) {
        socket.end();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    });
    socket.write(`${command}\r\n`);
  });
}

async function launch(port: number, dir: string): Promise<ServerProcess> {
  return startServer({
    name: `redis-server :${port}`,
    command: 'redis-server',
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    cwd: dir,
    isReady: async () => (await redisCommand(port, 'PING', 500)) === '+PONG',
    readyTimeoutMs: 15_000,
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-test-'));
  const port = await freePort();
  let server: ServerProcess | null = await launch(port, dir);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async pause() {
      await server?.stop();
      server = null;
    },
    freeze() {
      if (server) process.kill(-server.pid, 'SIGSTOP');
    },
    thaw() {
      if (server) process.kill(-server.pid, 'SIGCONT');
    },
    async restart() {
      await server?.stop();
      server = await launch(port, dir);
    },
    async stop() {
      if (server) process.kill(-server.pid, 'SIGCONT');
      await server?.stop();
      server = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

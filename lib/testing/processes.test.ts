import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startServer, type ServerProcess } from './processes';

const started: ServerProcess[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

/** A tiny HTTP server in a child node process, listening on an ephemeral loopback port. */
function nodeServer(script: string) {
  return ['-e', script];
}

const PORT_FILE_SERVER = (status: number, port: number) =>
  `require('node:http').createServer((q, s) => { s.statusCode = ${status}; s.end('ok'); }).listen(${port}, '127.0.0.1');`;

describe('startServer', () => {
  it('resolves once the server answers, and stop() ends its whole process group', async () => {
    const port = await freePort();
    const server = await startServer({
      name: 'tiny',
      command: process.execPath,
      args: nodeServer(PORT_FILE_SERVER(200, port)),
      cwd: process.cwd(),
      readyUrl: `http://127.0.0.1:${port}/`,
      readyTimeoutMs: 10_000,
    });
    started.push(server);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    await server.stop();
    expect(server.child.exitCode !== null || server.child.signalCode !== null).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('fails with the server’s output when it exits before answering', async () => {
    await expect(
      startServer({
        name: 'broken',
        command: process.execPath,
        args: ['-e', "console.error('cannot bind'); process.exit(3)"],
        cwd: process.cwd(),
        readyUrl: `http://127.0.0.1:${await freePort()}/`,
        readyTimeoutMs: 10_000,
      }),
    ).rejects.toThrow(/broken: the server exited with 3[\s\S]*cannot bind/);
  });
});

describe('stop and kill', () => {
  // A server that, asked to stop, says so and exits cleanly on its own.
  const GRACEFUL = (port: number) =>
    `${PORT_FILE_SERVER(200, port)} process.on('SIGTERM', () => { console.log('graceful'); process.exit(0); });`;

  it('stop() lets the server run its SIGTERM handler; kill() ends it without one', async () => {
    const stopped = await startGraceful();
    await stopped.stop();
    expect(stopped.child.exitCode).toBe(0);
    expect(stopped.log.join('')).toContain('graceful');
    const killed = await startGraceful();
    await killed.kill();
    expect(killed.child.signalCode).toBe('SIGKILL');
    expect(killed.log.join('')).not.toContain('graceful');
  });

  async function startGraceful(): Promise<ServerProcess> {
    const port = await freePort();
    const server = await startServer({
      name: 'graceful',
      command: process.execPath,
      args: nodeServer(GRACEFUL(port)),
      cwd: process.cwd(),
      readyUrl: `http://127.0.0.1:${port}/`,
      readyTimeoutMs: 10_000,
    });
    started.push(server);
    return server;
  }
});

describe('startServer with a readiness check of its own', () => {
  it('waits for the check, for a server that does not speak HTTP', async () => {
    const port = await freePort();
    let checks = 0;
    const server = await startServer({
      name: 'tcp',
      command: process.execPath,
      args: nodeServer(
        `setTimeout(() => require('node:net').createServer().listen(${port}, '127.0.0.1'), 500);`,
      ),
      cwd: process.cwd(),
      isReady: async () => {
        checks++;
        return new Promise<boolean>((resolve) => {
          const socket = connect({ host: '127.0.0.1', port });
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
      },
      readyTimeoutMs: 10_000,
    });
    started.push(server);
    expect(checks).toBeGreaterThan(1);
  });
});

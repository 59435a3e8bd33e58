import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisUnavailableError, withTimeout } from './redis-link.mjs';

/*
 * The server's own stalls (a long render holds the event loop) must not pass for a slow Redis:
 * an answer that reached the socket in time is taken even when the timer fires first.
 */

// Another process, as Redis is: it answers while this one's event loop is held.
const ECHO_SERVER = `
  const server = require('node:net').createServer((socket) =>
    socket.on('data', (data) => { if (data.toString() !== 'silence') socket.write(data); }));
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;
let echo: ChildProcess;
let port = 0;

beforeAll(async () => {
  echo = spawn(process.execPath, ['-e', ECHO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(echo.stdout!, 'data')) as [Buffer];
  port = Number(line.toString().trim());
});

afterAll(() => {
  echo?.kill();
});

async function ask(message: string): Promise<{ answer: Promise<string>; close: () => void }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const answer = new Promise<string>((resolve) =>
    socket.once('data', (data) => resolve(data.toString())),
  );
  socket.write(message);
  return { answer, close: () => socket.destroy() };
}

function holdTheEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A render that does not yield.
  }
}

describe('withTimeout', () => {
  it('takes an answer that arrived while the event loop was held past the timeout', async () => {
    const { answer, close } = await ask('pong');
    try {
      const bounded = withTimeout(answer, 50, 'ping');
      holdTheEventLoop(300);
      await expect(bounded).resolves.toBe('pong');
    } finally {
      close();
    }
  });

  it('still gives up on an answer that never comes', async () => {
    const { answer, close } = await ask('silence');
    try {
      const started = Date.now();
      await expect(withTimeout(answer, 50, 'ping')).rejects.toBeInstanceOf(RedisUnavailableError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    } finally {
      close();
    }
  });
});

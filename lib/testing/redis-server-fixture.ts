import { afterAll, beforeAll } from 'vitest';
import { startRedisServer, type RedisServer } from './redis-server';

/*
 * A real redis-server for the unit tests of one file (Vitest): started before its first test,
 * stopped after its last. Apart from redis-server.ts, which the e2e suite imports without
 * Vitest.
 */

/**
 * Registers the server's start and stop in the calling file, and returns a handle to it that
 * is usable inside that file's tests and hooks (its url and port are known once it started).
 */
export function redisServerFixture(): RedisServer {
  let server: RedisServer | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    server = undefined;
  });
  const started = (): RedisServer => {
    if (!server)
      throw new Error('redisServerFixture: the server runs only during the tests of its file');
    return server;
  };
  return {
    get port() {
      return started().port;
    },
    get url() {
      return started().url;
    },
    pause: () => started().pause(),
    freeze: () => started().freeze(),
    thaw: () => started().thaw(),
    restart: () => started().restart(),
    stop: () => started().stop(),
  };
}

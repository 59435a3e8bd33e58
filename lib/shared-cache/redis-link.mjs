import { createClient } from '@redis/client';

/*
 * One connection to Redis that can never hold a request up: every call is bounded by a timeout,
 * and a failed call opens a circuit that skips Redis altogether for a pause, after which the
 * next call tries again. Commands are never queued while the connection is down (they fail at
 * once), and the client reconnects in the background, so Redis is used again once it is back.
 * Plain JavaScript: Next loads the cache handler with Node itself, outside the app's bundle.
 */

/** Why a call to Redis was not made or did not finish. */
export class RedisUnavailableError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Rejects with RedisUnavailableError when `promise` takes longer than `ms`. The rejection waits
 * for the event loop's next I/O: when a long render held the loop, the answer may be sitting
 * in the socket when the timer fires, and Redis must not be taken for down for the server's
 * own stall (that would open the circuit and drop a revalidation's notice).
 */
export function withTimeout(promise, ms, what) {
  let timer;
  let immediate;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      immediate = setImmediate(() =>
        reject(new RedisUnavailableError(`${what}: no answer in ${ms} ms`)),
      );
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
    clearImmediate(immediate);
  });
}

/** A node-redis client that fails fast while disconnected and reconnects in the background. */
export function createFailFastClient(url, { timeoutMs, pauseMs }) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries) => Math.min(pauseMs, 50 * 2 ** Math.min(retries, 10)),
    },
  });
  // Errors are answered per call; an unhandled 'error' event would end the process.
  client.on('error', () => {});
  return client;
}

/**
 * `{ call, isAvailable, close }`: `call(fn)` runs `fn(client)` within `timeoutMs`, or throws
 * RedisUnavailableError at once while the circuit is open (for `pauseMs` after a failure).
 */
export function createRedisLink({ url, timeoutMs, pauseMs, name = 'redis', log = console.warn }) {
  const client = createFailFastClient(url, { timeoutMs, pauseMs });
  let openUntil = 0;
  let reportedOpen = false;
  const connecting = client.connect().catch(() => {});

  function trip(error) {
    openUntil = Date.now() + pauseMs;
    if (!reportedOpen) {
      reportedOpen = true;
      const reason = error instanceof Error ? error.message : String(error);
      log(
        `[${name}] Redis unavailable (${reason}); going on without it, trying again every ${pauseMs} ms`,
      );
    }
  }

  /**
   * `evenIfOpen`: tries despite an open circuit, for a rare call that matters (a revalidation's
   * notice), which must not be lost to an earlier call's failure when Redis is back already.
   */
  async function call(fn, what = 'redis call', { evenIfOpen = false } = {}) {
    if (!evenIfOpen && Date.now() < openUntil)
      throw new RedisUnavailableError(`${what}: circuit open`);
    try {
      if (!client.isReady) await withTimeout(connecting, timeoutMs, `${what} (connect)`);
      if (!client.isReady) throw new RedisUnavailableError(`${what}: not connected`);
      const result = await withTimeout(fn(client), timeoutMs, what);
      if (reportedOpen) {
        reportedOpen = false;
        log(`[${name}] Redis available again`);
      }
      return result;
    } catch (error) {
      trip(error);
      throw error instanceof RedisUnavailableError
        ? error
        : new RedisUnavailableError(`${what}: ${error instanceof Error ? error.message : error}`, {
            cause: error,
          });
    }
  }

  return {
    call,
    isAvailable: () => Date.now() >= openUntil && client.isReady,
    async close() {
      try {
        await withTimeout(client.close(), timeoutMs, 'close');
      } catch {
        try {
          client.destroy();
        } catch {
          // Already closed.
        }
      }
    },
  };
}

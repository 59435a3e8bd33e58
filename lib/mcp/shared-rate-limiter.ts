import 'server-only';
import { createRedisLink, type RedisLink } from '@/lib/shared-cache/redis-link.mjs';
import type { RedisSettings } from '@/lib/config/redis-config.mjs';
import { RateLimiter } from './rate-limiter';

/*
 * The MCP rate limit with several instances: with REDIS_URL, one token bucket per client in
 * Redis for the whole cluster (a Lua script takes a token atomically, on Redis's own clock, so
 * N instances allow the limit once, not N times). While Redis does not answer (the link fails
 * fast and retries later), each instance falls back to its own buckets: a limit per instance
 * for a while rather than no limit, and never a request held up by Redis.
 */

export interface ClientLimiter {
  /** 0 when the call may go ahead (a token is taken), else the seconds until one is back. */
  take(client: string): Promise<number>;
}

/*
 * TokenBucket's rule (lib/async/token-bucket.ts: refill, waitMs, takeOrRetryAfter) run inside
 * Redis, where one script is atomic: the same arithmetic, line for line, on Redis's clock.
 */
const TAKE_TOKEN = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local interval = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
if now > at then
  tokens = math.min(capacity, tokens + (now - at) * refill / interval)
  at = now
end
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
else
  wait = math.max(1, math.ceil((1 - tokens) * interval / refill / 1000))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity * interval / refill) + 1000)
return wait
`;

const MINUTE_MS = 60_000;

export class SharedRateLimiter implements ClientLimiter {
  private readonly link: RedisLink;
  private readonly local: RateLimiter;
  private readonly keyPrefix: string;

  constructor(
    settings: RedisSettings,
    private readonly perMinute: number,
    private readonly burst: number,
  ) {
    this.link = createRedisLink({ ...settings, name: 'mcp rate limit' });
    this.local = new RateLimiter(perMinute, burst);
    this.keyPrefix = `${settings.prefix}:mcp-rate:`;
  }

  async take(client: string): Promise<number> {
    try {
      const wait = await this.link.call(
        (redis) =>
          redis.sendCommand([
            'EVAL',
            TAKE_TOKEN,
            '1',
            this.keyPrefix + client,
            String(this.burst),
            String(this.perMinute),
            String(MINUTE_MS),
          ]),
        'mcp rate limit',
      );
      return Number(wait);
    } catch {
      return this.local.take(client);
    }
  }

  close(): Promise<void> {
    return this.link.close();
  }
}

/** The same interface over one instance's buckets (no REDIS_URL). */
export function localLimiter(perMinute: number, burst: number): ClientLimiter {
  const limiter = new RateLimiter(perMinute, burst);
  return { take: async (client) => limiter.take(client) };
}

/** The shared cache's settings (see redis-config.mjs). */
export interface RedisSettings {
  url: string;
  prefix: string;
  timeoutMs: number;
  pauseMs: number;
}

export declare function redisSettings(
  env?: Readonly<Record<string, string | undefined>>,
): RedisSettings | null;

export interface RedisSettings {
  url: string;
  prefix: string;
  timeoutMs: number;
  pauseMs: number;
}

export declare function redisSettings(
  env?: Record<string, string | undefined>,
): RedisSettings | null;
export declare function readBuildId(distDir: string): string;
export declare function buildKeyPrefix(prefix: string, buildId: string): string;

import type { RedisClientType } from '@redis/client';

export declare class RedisUnavailableError extends Error {}

export declare function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T>;

export interface FailFastOptions {
  timeoutMs: number;
  pauseMs: number;
}

export declare function createFailFastClient(
  url: string,
  options: FailFastOptions,
): RedisClientType;

export interface RedisLinkOptions extends FailFastOptions {
  url: string;
  name?: string;
  log?: (message: string) => void;
}

export interface RedisLink {
  call<T>(
    fn: (client: RedisClientType) => Promise<T>,
    what?: string,
    options?: { evenIfOpen?: boolean },
  ): Promise<T>;
  isAvailable(): boolean;
  close(): Promise<void>;
}

export declare function createRedisLink(options: RedisLinkOptions): RedisLink;

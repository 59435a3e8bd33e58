import type { RedisLink } from './redis-link.mjs';

export interface CacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
  tags?: string[];
}

export interface CacheContext {
  kind?: string;
  tags?: string[];
  softTags?: string[];
  revalidate?: number;
  fetchCache?: boolean;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export declare class SharedCacheStore {
  constructor(options: { link: RedisLink; prefix: string; memoryBytes: number });
  get(key: string, ctx?: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export declare function mirrorRevalidation(tags: string[], at: number, fresh: boolean): void;

export default class RedisCacheHandler {
  constructor(ctx: { serverDistDir: string; maxMemoryCacheSize?: number });
  get(key: string, ctx?: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

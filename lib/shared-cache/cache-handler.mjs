import path from 'node:path';
import { existingProcessWide, processWide } from '../async/process-wide.mjs';
import { decodeEntry, encodeEntry } from './entry-codec.mjs';
import { MemoryStore } from './memory-store.mjs';
import { createRedisLink } from './redis-link.mjs';
import { redisSettings } from '../config/redis-config.mjs';
import { buildKeyPrefix, readBuildId } from './build-keys.mjs';
import {
  entryFreshness,
  entryTags,
  laterTagState,
  parseTagState,
  revalidatedTagState,
} from './tag-state.mjs';

/*
 * Next's cache handler (`cacheHandler` in next.config.mjs, wired only when REDIS_URL is set):
 * rendered pages, route handlers' answers and the parsed API answers of every instance live in
 * one Redis, under keys of this build, with the tags' revalidation times beside them, so a page
 * one instance rendered is served by all and a tag one instance revalidated is expired for all.
 *
 * Each instance also keeps what it wrote or read in its own bounded memory, with its own copy of
 * the tags' states: while Redis is down or slow (every call is bounded, and after a failure Redis
 * is left alone for REDIS_RETRY_MS) it answers from there or renders afresh, never fails.
 */

const ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

/** How long an entry lives before Next refreshes it, in ms, if the entry says. */
function revalidateMs(entry, ctx) {
  const seconds = entry.cacheControl?.revalidate ?? ctx?.revalidate ?? entry.value?.revalidate;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null;
}

/** The entries and tags of one build in Redis, with this instance's memory of them. */
export class SharedCacheStore {
  /** `link`: a RedisLink; `prefix`: the build's key prefix; `memoryBytes`: the memory's bound. */
  constructor({ link, prefix, memoryBytes }) {
    this.link = link;
    this.prefix = prefix;
    this.tagsKey = `${prefix}tags`;
    this.memory = new MemoryStore(memoryBytes);
    this.tagMirror = new Map();
  }

  async get(key, ctx) {
    const { link, memory, prefix, tagMirror, tagsKey } = this;
    let text;
    let shared = true;
    try {
      text = await link.call((client) => client.get(`${prefix}entry:${key}`), 'cache get');
    } catch {
      shared = false;
      text = memory.get(key);
    }
    const entry = decodeEntry(text);
    if (!entry) return null;
    const tags = entryTags(entry, ctx);
    let states = tags.map((tag) => tagMirror.get(tag));
    if (shared && tags.length > 0) {
      try {
        const stored = await link.call((client) => client.hmGet(tagsKey, tags), 'tags get');
        states = stored.map((text, index) => laterTagState(parseTagState(text), states[index]));
        tags.forEach((tag, index) => {
          if (states[index]) tagMirror.set(tag, states[index]);
        });
      } catch {
        // The mirror's states stand in for the shared ones.
      }
    }
    const freshness = entryFreshness(states, entry.lastModified);
    if (freshness === 'expired') return null;
    if (shared && !memory.holds(key, entry.lastModified)) memory.set(key, text, entry.lastModified);
    if (freshness === 'stale') {
      // Older than its lifetime, so Next serves it and refreshes it in the background.
      const lifetime = revalidateMs(entry, ctx);
      if (lifetime !== null)
        entry.lastModified = Math.min(entry.lastModified, Date.now() - lifetime - 1);
    }
    return entry;
  }

  async set(key, data, ctx) {
    const entry = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: ctx?.tags ?? [],
    };
    const text = encodeEntry(entry);
    this.memory.set(key, text, entry.lastModified);
    try {
      await this.link.call(
        (client) =>
          client.set(`${this.prefix}entry:${key}`, text, {
            expiration: { type: 'PX', value: ENTRY_TTL_MS },
          }),
        'cache set',
      );
    } catch {
      // Kept in this instance's memory; the next render writes it again.
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length === 0) return;
    const now = Date.now();
    const fields = {};
    for (const tag of list) {
      const state = revalidatedTagState(this.tagMirror.get(tag), now, durations);
      this.tagMirror.set(tag, state);
      fields[tag] = JSON.stringify(state);
    }
    try {
      await this.link.call((client) => client.hSet(this.tagsKey, fields), 'tags set');
    } catch {
      // This instance honours it from its mirror; the others cannot learn it without Redis.
    }
  }
}

/**
 * Another instance's revalidation, as its notice tells it: this instance's mirror of the tags
 * takes it at once, so the very next request here honours it even when Redis is too slow to
 * answer the tag read (the mirror is what an instance trusts while Redis is away).
 */
export function mirrorRevalidation(tags, at, fresh) {
  const store = existingProcessWide('shared-cache-store');
  if (!store) return;
  for (const tag of tags) {
    store.tagMirror.set(
      tag,
      revalidatedTagState(store.tagMirror.get(tag), at, fresh ? { expire: 0 } : {}),
    );
  }
}

/** One store per process: Next makes a handler per request. */
function processStore(ctx) {
  return processWide('shared-cache-store', '', () => {
    const settings = redisSettings();
    if (!settings) throw new Error('The Redis cache handler needs REDIS_URL');
    const buildId = readBuildId(path.join(ctx.serverDistDir, '..'));
    return new SharedCacheStore({
      link: createRedisLink({ ...settings, name: 'shared cache' }),
      prefix: buildKeyPrefix(settings.prefix, buildId),
      memoryBytes: ctx.maxMemoryCacheSize || 24 * 1024 * 1024,
    });
  });
}

/** The class Next loads (`cacheHandler`). */
export default class RedisCacheHandler {
  constructor(ctx) {
    this.store = processStore(ctx);
  }

  get(key, ctx) {
    return this.store.get(key, ctx);
  }

  set(key, data, ctx) {
    return this.store.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.store.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

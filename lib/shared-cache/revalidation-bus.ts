import { randomUUID } from 'node:crypto';
import { existingProcessWide, processWide } from '@/lib/async/process-wide.mjs';
import { redisSettings, type RedisSettings } from '@/lib/config/redis-config.mjs';
import {
  createFailFastClient,
  createRedisLink,
  withTimeout,
  type RedisLink,
} from './redis-link.mjs';
import { mirrorRevalidation } from './cache-handler.mjs';

/*
 * POST /api/revalidate on one instance reaches every instance through Redis pub/sub: the
 * instance that received it publishes a notice, every other instance reloads its in-memory
 * caches (the directory index) and answers with an acknowledgement, and the first one waits a
 * bounded time for them, so its answer says how many instances are up to date. The cache tags
 * themselves need no message: they are expired in Redis, where every instance reads them.
 * The process that writes the cluster's stored listing (DATABASE_URL) also tells the others
 * each time it has stored a new version, so they read it at once rather than at their next
 * version check: a revalidation's notice reaches them before the writer has stored anything.
 */

export interface RevalidationNotice {
  slug: string | null;
  /** Whether the API answered: only then are the in-memory caches reloaded. */
  fresh: boolean;
  /** The cache tags revalidated, expired outright when `fresh`, marked stale otherwise. */
  tags?: string[];
}

export interface InstancesReport {
  /** Whether the notice went through Redis (false: only this instance was refreshed). */
  shared: boolean;
  /** Instances listening when the notice was published, this one included. */
  reached: number;
  /** Instances that refreshed before the answer, this one included. */
  acknowledged: number;
}

export interface RevalidationBus {
  announce(notice: RevalidationNotice): Promise<InstancesReport>;
  /** Tells the others that a new version of the stored listing is in the database. */
  announceListingStored(): Promise<void>;
  close(): Promise<void>;
}

export interface RevalidationBusOptions {
  ackTimeoutMs?: number;
  /** Another process stored a new version of the listing. */
  onListingStored?: () => Promise<unknown>;
}

type Message =
  | ({ type: 'notice'; id: string; from: string; at: number } & RevalidationNotice)
  | { type: 'ack'; id: string; from: string }
  | { type: 'listing-stored'; id: string; from: string };

const ONLY_THIS_INSTANCE: InstancesReport = { shared: false, reached: 1, acknowledged: 1 };

function parseMessage(text: string): Message | null {
  try {
    const message = JSON.parse(text) as Message;
    return typeof message?.id === 'string' && typeof message.from === 'string' ? message : null;
  } catch {
    return null;
  }
}

export function createRevalidationBus(
  settings: RedisSettings,
  onNotice: (notice: RevalidationNotice) => Promise<unknown>,
  { ackTimeoutMs = 10_000, onListingStored }: RevalidationBusOptions = {},
): RevalidationBus {
  const channel = `${settings.prefix}:revalidate`;
  const self = randomUUID();
  const link: RedisLink = createRedisLink({ ...settings, name: 'revalidation' });
  const subscriber = createFailFastClient(settings.url, settings);
  const waiting = new Map<string, { acks: Set<string>; expected: number; done: () => void }>();
  let closed = false;

  // A notice is tried even while the circuit is open: an earlier call's timeout (a stalled
  // event loop, a Redis that just came back) must not cost the other instances a revalidation.
  const publish = (message: Message) =>
    link.call((client) => client.publish(channel, JSON.stringify(message)), 'publish', {
      evenIfOpen: message.type === 'notice',
    });

  async function receive(text: string) {
    const message = parseMessage(text);
    if (!message || message.from === self) return;
    if (message.type === 'ack') {
      const wait = waiting.get(message.id);
      if (!wait) return;
      wait.acks.add(message.from);
      if (wait.acks.size >= wait.expected) wait.done();
      return;
    }
    if (message.type === 'listing-stored') {
      await onListingStored?.().catch((error: unknown) =>
        console.warn('[revalidation] could not read the new stored listing', error),
      );
      return;
    }
    try {
      if (Array.isArray(message.tags)) mirrorRevalidation(message.tags, message.at, message.fresh);
      await onNotice({ slug: message.slug, fresh: message.fresh });
      await publish({ type: 'ack', id: message.id, from: self });
    } catch (error) {
      console.warn('[revalidation] could not refresh after a notice', error);
    }
  }

  // Subscribes once connected; node-redis subscribes again by itself after a reconnection.
  async function subscribe() {
    while (!closed) {
      try {
        if (!subscriber.isOpen) await subscriber.connect();
        await subscriber.subscribe(channel, (text) => void receive(text));
        return;
      } catch {
        // Unreferenced: waiting for Redis never keeps a process alive.
        await new Promise((resolve) => setTimeout(resolve, settings.pauseMs).unref());
      }
    }
  }
  void subscribe();

  return {
    async announce(notice) {
      const id = randomUUID();
      // Waiting starts before the notice goes out: an acknowledgement may come back first.
      const acks = new Set<string>();
      let finish = () => {};
      const allAcknowledged = new Promise<void>((resolve) => (finish = resolve));
      const wait = { acks, expected: Number.POSITIVE_INFINITY, done: finish };
      waiting.set(id, wait);
      try {
        const listening = await publish({
          type: 'notice',
          id,
          from: self,
          at: Date.now(),
          ...notice,
        });
        const reached = subscriber.isReady && listening > 0 ? listening : listening + 1;
        wait.expected = reached - 1;
        if (acks.size < wait.expected) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            allAcknowledged,
            new Promise((resolve) => (timer = setTimeout(resolve, ackTimeoutMs))),
          ]);
          clearTimeout(timer);
        }
        return { shared: true, reached, acknowledged: 1 + Math.min(acks.size, wait.expected) };
      } catch {
        return ONLY_THIS_INSTANCE;
      } finally {
        waiting.delete(id);
      }
    },
    async announceListingStored() {
      await publish({ type: 'listing-stored', id: randomUUID(), from: self }).catch(
        () => undefined,
      );
    },
    async close() {
      closed = true;
      const closeSubscriber = withTimeout(subscriber.close(), settings.timeoutMs, 'close').catch(
        () => subscriber.destroy(),
      );
      await Promise.allSettled([link.close(), closeSubscriber]);
    },
  };
}

/**
 * Starts the process's bus when REDIS_URL is set (once per process: a server's
 * instrumentation.ts, or `npm run sync`).
 */
export function joinRevalidationBus(
  onNotice: (notice: RevalidationNotice) => Promise<unknown>,
  onListingStored?: () => Promise<unknown>,
): void {
  const settings = redisSettings();
  if (settings)
    processWide('revalidation-bus', '', () =>
      createRevalidationBus(settings, onNotice, { onListingStored }),
    );
}

/**
 * Tells the other instances, when there are any, and waits for their acknowledgements;
 * without Redis this instance is the only one.
 */
export function announceRevalidation(notice: RevalidationNotice): Promise<InstancesReport> {
  const bus = existingProcessWide<RevalidationBus>('revalidation-bus');
  return bus ? bus.announce(notice) : Promise.resolve(ONLY_THIS_INSTANCE);
}

/** Tells the other processes a new stored listing is there to read (without Redis: nobody). */
export function announceListingStored(): Promise<void> {
  return (
    existingProcessWide<RevalidationBus>('revalidation-bus')?.announceListingStored() ??
    Promise.resolve()
  );
}

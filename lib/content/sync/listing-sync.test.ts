import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/api';
import { listedBusiness } from '@/lib/directory/listed-business-fixture';
import type { ListedBusiness } from '@/lib/directory/listed-business';
import { ListingSync, type ListingSyncDeps } from './listing-sync';

// The listing's sync with a fake API and store: who reads the API, when, and what is stored.

interface Harness {
  sync: ListingSync;
  fetched: Locale[];
  stored: Record<string, string[]>;
  written: () => number;
  becameWriter: () => number;
  warnings: string[];
  clock: { now: number };
}

function harness(options: {
  lease?: () => Promise<boolean>;
  failFetch?: () => boolean;
  names?: () => string[];
  holdFetch?: Promise<void>;
  /** The cluster's last read, as the database tells it. */
  lastRead?: { at: number | null };
  settleStored?: () => Promise<void>;
}): Harness {
  const fetched: Locale[] = [];
  const stored: Record<string, string[]> = {};
  const warnings: string[] = [];
  const clock = { now: 1_000_000 };
  let writtenCalls = 0;
  let becameWriterCalls = 0;
  let version = 0;
  const deps: ListingSyncDeps = {
    locales: ['en', 'fr'],
    takeLease: options.lease ?? (async () => true),
    async *fetch(locale) {
      fetched.push(locale);
      const names = options.names?.() ?? ['Alpha'];
      await options.holdFetch;
      if (options.failFetch?.()) throw new Error('API down');
      for (const name of names) yield listedBusiness(name, name);
    },
    async write(locale, businesses) {
      const names: string[] = [];
      for await (const business of businesses as AsyncIterable<ListedBusiness>)
        names.push(business.name);
      const changed = stored[locale]?.join() !== names.join();
      stored[locale] = names;
      if (changed) version += 1;
      return { version: String(version), businesses: names.length, changed };
    },
    periodMs: 300_000,
    written: async () => void (writtenCalls += 1),
    becameWriter: () => void (becameWriterCalls += 1),
    ...(options.settleStored ? { settleStored: options.settleStored } : {}),
    ...(options.lastRead
      ? {
          sinceRead: async () =>
            options.lastRead!.at === null ? null : clock.now - options.lastRead!.at,
          markRead: async () => void (options.lastRead!.at = clock.now),
        }
      : {}),
    log: { info: () => {}, warn: (message) => warnings.push(message) },
    now: () => clock.now,
  };
  return {
    sync: new ListingSync(deps),
    fetched,
    stored,
    written: () => writtenCalls,
    becameWriter: () => becameWriterCalls,
    warnings,
    clock,
  };
}

describe('ListingSync', () => {
  it('reads each language once per period while it holds the lease', async () => {
    const { sync, fetched, stored, written, clock } = harness({});
    await sync.tick();
    expect(fetched).toEqual(['en', 'fr']);
    expect(stored).toEqual({ en: ['Alpha'], fr: ['Alpha'] });
    expect(written()).toBe(1);
    clock.now += 299_000;
    await sync.tick();
    expect(fetched).toHaveLength(2);
    clock.now += 1_000;
    await sync.tick();
    expect(fetched).toEqual(['en', 'fr', 'en', 'fr']);
    // The same listing: nothing new for the index to read.
    expect(written()).toBe(1);
  });

  it('never reads the API without the lease, or when taking it fails (a read-only role)', async () => {
    const other = harness({ lease: async () => false });
    await other.sync.tick();
    await other.sync.refreshNow();
    expect(other.fetched).toEqual([]);
    const readOnly = harness({
      lease: async () => {
        throw new Error('permission denied for table content_writer_lease');
      },
    });
    await readOnly.sync.tick();
    await readOnly.sync.tick();
    expect(readOnly.fetched).toEqual([]);
    expect(readOnly.warnings).toHaveLength(1);
  });

  it('reads again at once on a revalidation, after a read under way', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    let names = ['Alpha'];
    const { sync, fetched, stored, written } = harness({ holdFetch: hold, names: () => names });
    const first = sync.tick();
    await vi.waitFor(() => expect(fetched).toEqual(['en']));
    names = ['Alpha', 'Beta'];
    const refreshed = sync.refreshNow();
    release();
    await Promise.all([first, refreshed]);
    expect(fetched).toEqual(['en', 'fr', 'en', 'fr']);
    expect(stored.en).toEqual(['Alpha', 'Beta']);
    expect(written()).toBe(2);
  });

  it('keeps the stored listing when the API fails, and tries again after a pause', async () => {
    let failing = true;
    const { sync, fetched, stored, warnings, clock } = harness({ failFetch: () => failing });
    await sync.tick();
    expect(stored).toEqual({});
    expect(warnings.join()).toContain('API down');
    failing = false;
    await sync.tick();
    expect(fetched).toHaveLength(1);
    clock.now += 30_000;
    await sync.tick();
    expect(stored).toEqual({ en: ['Alpha'], fr: ['Alpha'] });
  });

  it('renews a held lease every 30 s, not at every tick', async () => {
    let tries = 0;
    const { sync, clock } = harness({ lease: async () => (tries += 1) > 0 });
    await sync.tick();
    expect(tries).toBe(1);
    clock.now += 29_000;
    await sync.tick();
    expect(tries).toBe(1);
    clock.now += 1_000;
    await sync.tick();
    expect(tries).toBe(2);
    expect(sync.isWriter()).toBe(true);
  });

  it('takes over as soon as the writer gives the lease up, and says it became the writer', async () => {
    let held = true;
    const standby = harness({ lease: async () => !held });
    await standby.sync.tick();
    await standby.sync.tick();
    expect(standby.sync.isWriter()).toBe(false);
    expect(standby.fetched).toEqual([]);
    held = false;
    await standby.sync.tick();
    expect(standby.sync.isWriter()).toBe(true);
    expect(standby.becameWriter()).toBe(1);
    expect(standby.fetched).toEqual(['en', 'fr']);
    await standby.sync.tick();
    expect(standby.becameWriter()).toBe(1);
  });

  it("keeps the cluster's period when it takes over, and records each whole read", async () => {
    const lastRead: { at: number | null } = { at: null };
    const first = harness({ lastRead });
    await first.sync.tick();
    expect(first.fetched).toEqual(['en', 'fr']);
    expect(lastRead.at).toBe(first.clock.now);
    // A writer taking over 100 s later (a restart, a standby) reads 200 s after that, not now.
    const next = harness({ lastRead });
    next.clock.now = first.clock.now + 100_000;
    await next.sync.tick();
    expect(next.sync.isWriter()).toBe(true);
    expect(next.fetched).toEqual([]);
    next.clock.now += 199_000;
    await next.sync.tick();
    expect(next.fetched).toEqual([]);
    next.clock.now += 1_000;
    await next.sync.tick();
    expect(next.fetched).toEqual(['en', 'fr']);
  });

  it('reads at once on a revalidation even within the period, and records no failed read', async () => {
    let failing = false;
    const lastRead: { at: number | null } = { at: 999_000 };
    const { sync, fetched } = harness({ lastRead, failFetch: () => failing });
    await sync.tick();
    expect(fetched).toEqual([]);
    failing = true;
    await sync.refreshNow();
    expect(fetched).toEqual(['en']);
    expect(lastRead.at).toBe(999_000);
    failing = false;
    await sync.refreshNow();
    expect(fetched).toEqual(['en', 'en', 'fr']);
    expect(lastRead.at).toBe(1_000_000);
  });

  it('settles the stored listing once it becomes the writer, before any read, within the period too', async () => {
    let settled = 0;
    const recent = harness({
      lastRead: { at: 999_000 },
      settleStored: async () => void (settled += 1),
    });
    await recent.sync.tick();
    await recent.sync.tick();
    expect(settled).toBe(1);
    expect(recent.fetched).toEqual([]);
    const readsBefore: number[] = [];
    const due: Harness = harness({
      settleStored: async () => void readsBefore.push(due.fetched.length),
    });
    await due.sync.tick();
    expect(readsBefore).toEqual([0]);
    expect(due.fetched).toEqual(['en', 'fr']);
    const failing = harness({
      settleStored: async () => {
        throw new Error('the database is down');
      },
    });
    await failing.sync.tick();
    expect(failing.warnings.join()).toContain('the database is down');
    expect(failing.fetched).toEqual(['en', 'fr']);
  });
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentEntry } from '../content-entry';
import { ContentIndexFileError, openContentStore, type SqliteContentStore } from '.';
import { SCHEMA_VERSION } from './schema';
import { business, entry, event } from '../conformance/fixtures';
import { temporaryFolder } from './test-fixtures';
import { newWriterHolder } from '../writer-holder';

let folder: ReturnType<typeof temporaryFolder>;
const opened: SqliteContentStore[] = [];

function open(name = 'index.sqlite'): SqliteContentStore {
  const store = openContentStore(folder.path(name));
  opened.push(store);
  return store;
}

const entries = [
  entry('item', 'croissants', 'Butter croissants'),
  entry('answer', 'hours', 'Opening hours'),
  event('tasting', 'Bread tasting', '2030-01-01T10:00:00.000Z'),
];

beforeEach(() => {
  folder = temporaryFolder();
});

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  folder.remove();
  vi.restoreAllMocks();
});

describe('SqliteContentStore', () => {
  it('keeps entries, sync records and state across a reopening', async () => {
    const first = open();
    await first.replaceBusiness('en', 'boulangerie-ginette', entries, '2026-05-01T00:00:00Z');
    await first.markFailed('fr', 'boulangerie-ginette', 'HTTP 503');
    const state = { pass: null, lastFullPassAt: 5, lastPassEndedAt: 6 };
    await first.writeSyncState(state);
    await first.close();
    const again = open();
    expect(
      (await again.search({ text: 'croissant', locale: 'en', limit: 5, offset: 0 })).total,
    ).toBe(1);
    expect(await again.getEntry('en', 'answer', 'boulangerie-ginette', 'hours')).toEqual(
      entries[1],
    );
    expect(await again.getEntry('en', 'answer', 'boulangerie-ginette', 'nope')).toBeNull();
    expect((await again.entriesOfBusiness('en', 'boulangerie-ginette')).map((e) => e.key)).toEqual([
      'croissants',
      'tasting',
      'hours',
    ]);
    expect(await again.readSyncState()).toEqual(state);
    const synced = await again.syncedBusinesses('en');
    expect(synced.get('boulangerie-ginette')).toMatchObject({
      updatedAt: '2026-05-01T00:00:00Z',
      failure: null,
    });
    expect((await again.syncedBusinesses('fr')).get('boulangerie-ginette')).toMatchObject({
      syncedAt: null,
      failure: 'HTTP 503',
    });
    expect(await again.counts()).toEqual({
      entries: {
        en: { item: 1, event: 1, answer: 1, article: 0, document: 0 },
        fr: { item: 0, event: 0, answer: 0, article: 0, document: 0 },
      },
      businesses: { en: 1, fr: 0 },
    });
  });

  it('replaces a batch of businesses in one transaction, all or none', async () => {
    const store = open();
    const other = business({ slug: 'other', name: 'Other' });
    await store.replaceBusinesses('en', [
      { slug: 'boulangerie-ginette', entries, updatedAt: '2026-01-01' },
      {
        slug: 'other',
        entries: [entry('item', 'x', 'Rye bread', { business: other })],
        updatedAt: null,
      },
    ]);
    expect((await store.counts()).businesses.en).toBe(2);
    const failing = {
      slug: 'other',
      entries: [{ ...entry('item', 'y', 'Y'), tags: null } as unknown as ContentEntry],
      updatedAt: null,
    };
    await expect(
      store.replaceBusinesses('en', [
        { slug: 'boulangerie-ginette', entries: [], updatedAt: null },
        failing,
      ]),
    ).rejects.toThrow();
    expect(await store.entriesOfBusiness('en', 'boulangerie-ginette')).toHaveLength(3);
    expect((await store.getEntry('en', 'item', 'other', 'x'))?.business.name).toBe('Other');
  });

  it("takes a lease before it runs out once its holder's process on this host has ended", async () => {
    const writer = open();
    const standby = open();
    const live = newWriterHolder();
    expect(await writer.acquireWriterLease(live, 60_000)).toBe(true);
    // This process runs: its lease holds until it runs out.
    expect(await standby.acquireWriterLease('standby', 60_000)).toBe(false);
    await writer.releaseWriterLease(live);
    // A lease row as a killed writer leaves it: a minute to go, its process gone.
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    expect(await writer.acquireWriterLease(`${hostname()}:${child.pid}:0badf00d`, 60_000)).toBe(
      true,
    );
    expect(await standby.acquireWriterLease('standby', 60_000)).toBe(true);
  });

  it('sees what another connection wrote', async () => {
    const writer = open();
    const reader = open();
    expect(
      (await reader.search({ text: 'croissant', locale: 'en', limit: 5, offset: 0 })).total,
    ).toBe(0);
    await writer.replaceBusiness('en', 'boulangerie-ginette', entries, null);
    expect(
      (await reader.search({ text: 'croissant', locale: 'en', limit: 5, offset: 0 })).total,
    ).toBe(1);
  });

  it('sets aside a file that is not a database, or not ours, and starts anew', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeFileSync(
      folder.path('garbage.sqlite'),
      'this is not a database, just some text'.repeat(200),
    );
    const store = open('garbage.sqlite');
    await store.replaceBusiness('en', 'boulangerie-ginette', entries, null);
    expect((await store.counts()).businesses.en).toBe(1);

    const foreign = new DatabaseSync(folder.path('foreign.sqlite'));
    foreign.exec('CREATE TABLE people (name TEXT)');
    foreign.close();
    expect((await open('foreign.sqlite').counts()).businesses.en).toBe(0);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('rebuilds a file of an older schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const old = open('older.sqlite');
    await old.replaceBusiness('en', 'boulangerie-ginette', entries, null);
    await old.close();
    const db = new DatabaseSync(folder.path('older.sqlite'));
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION - 1}`);
    db.close();
    expect((await open('older.sqlite').counts()).businesses.en).toBe(0);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('older schema'));
  });

  it('refuses, with a clear error, a file of a newer schema', async () => {
    await open('newer.sqlite').close();
    const db = new DatabaseSync(folder.path('newer.sqlite'));
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => open('newer.sqlite')).toThrow(ContentIndexFileError);
    expect(() => open('newer.sqlite')).toThrow(/newer version/);
  });
});

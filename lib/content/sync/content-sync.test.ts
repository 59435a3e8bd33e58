import { describe, expect, it } from 'vitest';
import { DirectoryApiError, type Locale } from '@/lib/api';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { ContentSync } from './content-sync';
import { OUTAGE_STREAK } from './sync-pass';
import type { SyncLog } from './sync-log';
import { FakeSectionReader } from './testing/fake-section-reader';
import { MemoryContentStore } from './testing/memory-content-store';
import { everyKind, listingEntry } from './testing/sync-fixtures';

const LOCALES: Locale[] = ['en', 'fr'];

function setup(slugs = ['a', 'b', 'c']) {
  const store = new MemoryContentStore();
  const reader = new FakeSectionReader();
  const listings: Record<Locale, ListingEntry[]> = { en: [], fr: [] };
  const lines: string[] = [];
  const log: SyncLog = { info: (l) => lines.push(l), warn: (l) => lines.push(`WARN ${l}`) };
  const add = (slug: string, updatedAt = '2026-01-01T00:00:00Z') => {
    for (const locale of LOCALES) {
      listings[locale].push(listingEntry(slug, { updatedAt }));
      reader.set(locale, slug, everyKind(locale));
    }
  };
  for (const slug of slugs) add(slug);
  const sync = (holder = 'me') =>
    new ContentSync({
      store: () => store,
      reader,
      locales: LOCALES,
      listings: () => listings,
      listed: (locale, slug) => listings[locale].find((entry) => entry.slug === slug),
      fullPassDays: () => 7,
      concurrency: 2,
      holder,
      log,
    });
  return { store, reader, listings, lines, add, sync };
}

describe('ContentSync', () => {
  it('fills the index with a full pass on its first start, in both languages', async () => {
    const { store, sync, lines } = setup();
    await sync().tick();
    const counts = await store.counts();
    expect(counts.businesses).toEqual({ en: 3, fr: 3 });
    expect(counts.entries.en).toEqual({ item: 3, event: 3, answer: 6, article: 3, document: 6 });
    expect(counts.entries.fr).toEqual(counts.entries.en);
    expect(store.state.pass).toBeNull();
    expect(store.state.lastFullPassAt).not.toBeNull();
    const french = await store.getEntry('fr', 'item', 'a', 'baguette');
    expect(french).toMatchObject({
      title: 'Baguette tradition',
      otherTitle: 'Traditional baguette',
    });
    const answer = await store.getEntry('fr', 'answer', 'a', 'livrez-vous');
    expect(answer?.otherTitle).toBe('Do you deliver?');
    expect(lines.some((line) => line.startsWith('full pass done: 3 businesses'))).toBe(true);
  });

  it('reads only new and changed businesses, removes those the listing dropped, and costs nothing when nothing changed', async () => {
    const { store, reader, listings, add, sync } = setup();
    const driver = sync();
    await driver.tick();
    reader.resetCalls();

    driver.indexChanged();
    await driver.tick();
    expect(reader.total).toBe(0);

    listings.en[1] = listingEntry('b', { updatedAt: '2026-02-01T00:00:00Z' });
    listings.en.splice(2, 1);
    listings.fr.splice(2, 1);
    add('d');
    driver.indexChanged();
    await driver.tick();
    // b (changed in English, read in both languages) and d (new): four lists each, per language.
    expect(reader.calls.faq).toBe(4);
    expect((await store.syncedBusinesses('en')).get('b')?.updatedAt).toBe('2026-02-01T00:00:00Z');
    expect(await store.entriesOfBusiness('en', 'c')).toEqual([]);
    expect((await store.counts()).businesses).toEqual({ en: 3, fr: 3 });
  });

  it('skips a failing business, keeps its last good entries, goes on, and tries it again next pass', async () => {
    const { store, reader, listings, lines, sync } = setup();
    const driver = sync();
    await driver.tick();
    const before = await store.entriesOfBusiness('en', 'b');
    reader.set('en', 'b', {
      failWith: new DirectoryApiError('invalid-body', 'http://api/b/faq', 200),
    });
    listings.en[1] = listingEntry('b', { updatedAt: '2026-02-01T00:00:00Z' });
    listings.en[2] = listingEntry('c', { updatedAt: '2026-02-01T00:00:00Z' });
    driver.indexChanged();
    await driver.tick();
    expect(await store.entriesOfBusiness('en', 'b')).toEqual(before);
    expect((await store.syncedBusinesses('en')).get('b')?.failure).toContain('invalid-body');
    expect((await store.syncedBusinesses('en')).get('c')?.updatedAt).toBe('2026-02-01T00:00:00Z');
    expect(lines.some((line) => line.startsWith('WARN b (en) failed'))).toBe(true);
    expect(
      lines.some(
        (line) => line.includes('changes pass done: 2 businesses') && line.includes('1 failed'),
      ),
    ).toBe(true);

    reader.set('en', 'b', everyKind('en'));
    reader.resetCalls();
    driver.indexChanged();
    await driver.tick();
    expect(reader.calls.faq).toBe(2);
    expect((await store.syncedBusinesses('en')).get('b')).toMatchObject({
      failure: null,
      updatedAt: '2026-02-01T00:00:00Z',
    });
  });

  it('reads a business that failed in the first full pass again when the listing changes, not straight after', async () => {
    const { reader, lines, sync } = setup();
    reader.set('en', 'b', {
      failWith: new DirectoryApiError('invalid-body', 'http://api/b/faq', 200),
    });
    const driver = sync();
    await driver.tick();
    expect(lines.some((line) => line.includes('full pass done: 3 businesses'))).toBe(true);
    expect(lines.some((line) => line.includes('changes pass'))).toBe(false);

    reader.resetCalls();
    await driver.tick();
    expect(reader.total).toBe(0);

    driver.indexChanged();
    await driver.tick();
    expect(reader.calls.faq).toBe(2);
  });

  it('resumes a full pass a previous process left, reading only what it had not read', async () => {
    const { store, reader, sync } = setup();
    await sync().tick();
    const startedAt = Date.now() - 1_000;
    const aRead = (await store.syncedBusinesses('en')).get('a');
    for (const locale of LOCALES) {
      const synced = (await store.syncedBusinesses(locale)).get('a');
      if (synced && aRead)
        store.businesses.set(`${locale}/a`, { ...synced, syncedAt: startedAt + 10 });
      for (const slug of ['b', 'c']) {
        const other = (await store.syncedBusinesses(locale)).get(slug);
        if (other)
          store.businesses.set(`${locale}/${slug}`, { ...other, syncedAt: startedAt - 10 });
      }
    }
    store.state = {
      pass: { kind: 'full', startedAt, done: 1, total: 3, failed: 0 },
      lastFullPassAt: null,
      lastPassEndedAt: null,
    };
    // The previous process's lease ran out with it.
    store.lease = null;
    reader.resetCalls();
    await sync('after-restart').tick();
    expect(reader.calls.faq).toBe(4);
    expect(store.state).toMatchObject({ pass: null, lastFullPassAt: startedAt });
  });

  it('writes nothing while another process holds the writer lease', async () => {
    const { store, reader, sync } = setup();
    await store.acquireWriterLease('other', 60_000);
    const driver = sync();
    await driver.tick();
    expect(reader.total).toBe(0);
    expect(store.writes).toBe(0);
    expect(driver.isWriter()).toBe(false);
  });

  it('reads a business a revalidation names, even when its listing did not change', async () => {
    const { reader, sync } = setup();
    const driver = sync();
    await driver.tick();
    reader.resetCalls();
    driver.requestBusiness('b');
    await driver.tick();
    expect(reader.calls.faq).toBe(2);
  });

  it('pauses a pass when the API looks down, keeping its progress for later', async () => {
    const { store, reader, lines, sync } = setup(Array.from({ length: 20 }, (_, n) => `s${n}`));
    for (const locale of LOCALES)
      for (let n = 0; n < 20; n += 1)
        reader.set(locale, `s${n}`, { failWith: new DirectoryApiError('network', 'http://api') });
    await sync().tick();
    expect(store.state.pass).toMatchObject({ kind: 'full' });
    expect(store.state.pass?.done).toBeLessThan(20);
    expect(store.state.pass?.done).toBeGreaterThanOrEqual(OUTAGE_STREAK);
    expect(lines.some((line) => line.includes('the API looks down'))).toBe(true);
  });
});

describe('failureMessage', () => {
  it("is one bounded line without the API's address", async () => {
    const { failureMessage } = await import('./business-sync');
    const message = failureMessage(
      new DirectoryApiError(
        'status',
        'http://api.internal:4010/index/directory-business/x/faq',
        500,
      ),
    );
    expect(message).toBe('Directory API status 500 for /index/directory-business/x/faq');
    expect(failureMessage(new Error(`a\n${'b'.repeat(1000)}`)).length).toBe(300);
  });
});

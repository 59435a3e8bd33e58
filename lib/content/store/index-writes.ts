import type { Locale } from '@/lib/i18n/routing';
import { CONTENT_KINDS, type ContentEntry } from '../content-entry';
import type { BusinessReplacement } from '../content-store';
import {
  entryId,
  kindIndex,
  listedUntil,
  sortKey,
  textColumns,
  type TermWords,
} from './entry-columns';
import { FTS_COLUMNS, ftsTable, LOCALES } from './schema';
import type { StatementCache } from './statement-cache';
import type { Vocabulary } from './vocabulary';
import { businessData, entryData } from './entry-rows';

/*
 * The sync's writes. Each is one transaction, so a reader sees a business's entries either all
 * before or all after a replacement, never a mix.
 */

/** An instant in the one form every comparison of the events table uses. */
export function instant(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

const COUNT_COLUMNS = CONTENT_KINDS.map((kind) => `count_${kind}`).join(', ');

export class IndexWrites {
  constructor(
    private readonly statements: StatementCache,
    private readonly vocabulary: Vocabulary,
  ) {}

  replaceBusiness(
    locale: Locale,
    slug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): void {
    this.statements.writeTransaction(() => this.replace(locale, { slug, entries, updatedAt }));
  }

  replaceBusinesses(locale: Locale, businesses: readonly BusinessReplacement[]): void {
    this.statements.writeTransaction(() => {
      for (const business of businesses) this.replace(locale, business);
    });
  }

  private replace(locale: Locale, { slug, entries, updatedAt }: BusinessReplacement): void {
    this.deleteEntries(locale, slug);
    const kindCounts = this.insertEntries(locale, slug, entries);
    this.statements
      .get(
        `INSERT INTO businesses
           (locale, slug, updated_at, synced_at, failure, failed_at, business, ${COUNT_COLUMNS})
         VALUES (?, ?, ?, ?, NULL, NULL, ?, ${CONTENT_KINDS.map(() => '?').join(', ')})
         ON CONFLICT (locale, slug) DO UPDATE SET updated_at = excluded.updated_at,
           synced_at = excluded.synced_at, failure = NULL, failed_at = NULL,
           business = excluded.business,
           ${CONTENT_KINDS.map((kind) => `count_${kind} = excluded.count_${kind}`).join(', ')}`,
      )
      .run(
        locale,
        slug,
        updatedAt,
        Date.now(),
        // Every entry of a business names it alike; the first one's stands for all.
        entries[0] ? businessData({ ...entries[0].business, slug }) : null,
        ...kindCounts,
      );
  }

  markFailed(locale: Locale, slug: string, message: string): void {
    this.statements
      .get(
        `INSERT INTO businesses (locale, slug, failure, failed_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (locale, slug) DO UPDATE SET failure = excluded.failure,
           failed_at = excluded.failed_at`,
      )
      .run(locale, slug, message, Date.now());
  }

  removeBusiness(slug: string): void {
    this.statements.writeTransaction(() => {
      for (const locale of LOCALES) {
        this.deleteEntries(locale, slug);
        this.statements
          .get('DELETE FROM businesses WHERE locale = ? AND slug = ?')
          .run(locale, slug);
      }
    });
  }

  private deleteEntries(locale: Locale, slug: string): void {
    const ids = this.statements
      .get('SELECT id FROM entries WHERE locale = ? AND business_slug = ?')
      .all(locale, slug) as { id: number }[];
    if (ids.length === 0) return;
    const fromText = this.statements.get(`DELETE FROM ${ftsTable(locale)} WHERE rowid = ?`);
    const fromEvents = this.statements.get('DELETE FROM events WHERE id = ?');
    const fromEventCities = this.statements.get('DELETE FROM event_cities WHERE id = ?');
    for (const { id } of ids) {
      fromText.run(id);
      fromEvents.run(id);
      fromEventCities.run(id);
    }
    this.statements
      .get('DELETE FROM entries WHERE locale = ? AND business_slug = ?')
      .run(locale, slug);
  }

  /** The sequence numbers of new ids: a counter in meta, since ids do not sort by it. */
  private takeSequences(count: number): number {
    const row = this.statements.get("SELECT value FROM meta WHERE key = 'next_sequence'").get() as
      { value: string } | undefined;
    const first = row ? Number(row.value) : 1;
    this.statements
      .get(
        `INSERT INTO meta (key, value) VALUES ('next_sequence', ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      )
      .run(String(first + count));
    return first;
  }

  /** Inserts the entries (the first of any two with one kind and key); counts them by kind. */
  private insertEntries(locale: Locale, slug: string, entries: readonly ContentEntry[]): number[] {
    const kindCounts = CONTENT_KINDS.map(() => 0);
    const seen = new Set<string>();
    const words: TermWords = new Map();
    const insertEntry = this.statements.get(
      `INSERT INTO entries (id, locale, business_slug, kind, key, sort_title, data)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertText = this.statements.get(
      `INSERT INTO ${ftsTable(locale)} (rowid, ${FTS_COLUMNS.join(', ')})
       VALUES (?, ${FTS_COLUMNS.map(() => '?').join(', ')})`,
    );
    let sequence = this.takeSequences(entries.length);
    for (const given of entries) {
      const identity = `${given.kind}\u0000${given.key}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const entry: ContentEntry = { ...given, locale, business: { ...given.business, slug } };
      const id = entryId(sequence++, entry);
      const title = sortKey(entry.title);
      insertEntry.run(id, locale, slug, entry.kind, entry.key, title, entryData(entry));
      insertText.run(id, ...textColumns(entry, words));
      if (entry.kind === 'event' && entry.event) this.insertEvent(id, entry, title);
      kindCounts[kindIndex(entry.kind)]! += 1;
    }
    this.vocabulary.add(locale, words);
    return kindCounts;
  }

  private insertEvent(id: number, entry: ContentEntry, title: string): void {
    const { business, event } = entry;
    if (!event) return;
    this.statements
      .get(
        `INSERT INTO events (id, locale, starts_at, listed_until, sort_name, sort_title,
           category_slug, category, city_slugs, cities, regions, verified)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        entry.locale,
        instant(event.startsAt),
        instant(listedUntil(event)),
        sortKey(business.name),
        title,
        business.categorySlug,
        business.category,
        JSON.stringify(business.citySlugs),
        JSON.stringify(business.cities),
        JSON.stringify(business.regions.map((code) => code.toUpperCase())),
        business.isVerified ? 1 : 0,
      );
    const insertCity = this.statements.get(
      `INSERT OR IGNORE INTO event_cities (id, city_slug, locale, listed_until, city)
       VALUES (?, ?, ?, ?, ?)`,
    );
    business.citySlugs.forEach((slug, i) => {
      if (slug)
        insertCity.run(
          id,
          slug,
          entry.locale,
          instant(listedUntil(event)),
          business.cities[i] ?? slug,
        );
    });
  }
}

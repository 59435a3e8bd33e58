import type { Locale } from '@/lib/api';
import type { ContentEntry } from '../content-entry';
import type { BusinessReplacement, ContentStore } from '../content-store';

/*
 * How the sync writes a business's entries: at once (a business a revalidation asked for, to
 * show within seconds), or in batches during a pass, one transaction per batch and language
 * through the store's replaceBusinesses when it has it, since every write transaction costs
 * the full-text index a flush of its own. A pass flushes before it records its progress, so
 * what the state counts as done is written; a business read but not flushed when the process
 * stops is read again by the resumed pass.
 */

export interface EntryWrites {
  replace(
    locale: Locale,
    slug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): Promise<void>;
  flush(): Promise<void>;
}

export function immediateWrites(store: ContentStore): EntryWrites {
  return {
    replace: (locale, slug, entries, updatedAt) =>
      store.replaceBusiness(locale, slug, entries, updatedAt),
    flush: async () => undefined,
  };
}

/** Businesses of one language written in one transaction. */
const WRITE_BATCH = 25;

export class BatchedWrites implements EntryWrites {
  private readonly pending = new Map<Locale, BusinessReplacement[]>();

  constructor(
    private readonly store: ContentStore,
    private readonly batch = WRITE_BATCH,
  ) {}

  async replace(
    locale: Locale,
    slug: string,
    entries: readonly ContentEntry[],
    updatedAt: string | null,
  ): Promise<void> {
    const list = this.pending.get(locale) ?? [];
    list.push({ slug, entries, updatedAt });
    this.pending.set(locale, list);
    if (list.length >= this.batch) await this.flushLocale(locale);
  }

  async flush(): Promise<void> {
    for (const locale of [...this.pending.keys()]) await this.flushLocale(locale);
  }

  private async flushLocale(locale: Locale): Promise<void> {
    // Taken at once, so that two workers never write one business twice.
    const batch = this.pending.get(locale)?.splice(0) ?? [];
    if (batch.length === 0) return;
    if (this.store.replaceBusinesses) {
      await this.store.replaceBusinesses(locale, batch);
      return;
    }
    for (const { slug, entries, updatedAt } of batch)
      await this.store.replaceBusiness(locale, slug, entries, updatedAt);
  }
}

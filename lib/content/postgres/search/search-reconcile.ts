import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { twinRowsOf } from './search-plan';
import { syncSearchVersion } from './search-sync';

/*
 * Brings the search rows in line with the stored listing, inside the writer's transaction: each
 * language's rows follow its current listing version (search-sync.ts: only the businesses whose
 * rows change are written), with the words the other language's rows give them; a language
 * whose rows were written with words the other no longer gives follows them (same version, next
 * revision, only the rows whose other-language words changed); a language with no listing any
 * more loses its rows. Run after every listing write (and once a pass when nothing changed,
 * which then costs two reads): a new listing, the first start after a migration and a language
 * stored before the other all end with every language's rows whole and agreeing.
 */

interface Built {
  version: string;
  revision: number;
  givesDigest: string;
  twinDigest: string;
}

function otherOf(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? locale;
}

/** The default language first: the others take their category keys from its rows. */
function inBuildOrder(languages: Iterable<Locale>): Locale[] {
  const all = [...languages];
  return [...all.filter((l) => l === defaultLocale), ...all.filter((l) => l !== defaultLocale)];
}

async function sync(
  db: Queryable,
  locale: Locale,
  at: { version: string; revision: number },
  built: Map<Locale, Built>,
): Promise<void> {
  const other = otherOf(locale);
  const twin = other !== locale ? built.get(other) : undefined;
  const twins = twin ? await twinRowsOf(db, other) : new Map();
  const twinDigest = twin ? twin.givesDigest : '';
  const givesDigest = await syncSearchVersion(db, { locale, ...at, twins, twinDigest });
  built.set(locale, { ...at, givesDigest, twinDigest });
}

async function dropLanguage(db: Queryable, locale: Locale): Promise<void> {
  for (const table of ['directory_search', 'directory_search_terms', 'directory_search_state'])
    await db.query(`DELETE FROM ${table} WHERE locale = $1`, [locale]);
}

/** Writes what the stored listing's versions need; locks the listing's state. */
export async function reconcileSearch(db: Queryable): Promise<void> {
  const listings = await db.query<{ locale: Locale; version: string }>(
    'SELECT locale, version::text FROM directory_listing_state ORDER BY locale FOR UPDATE',
  );
  const current = new Map(listings.map((row) => [row.locale, row.version]));
  const states = await db.query<{
    locale: Locale;
    version: string;
    revision: number;
    gives_digest: string;
    twin_digest: string;
  }>(
    `SELECT locale, version::text, revision, gives_digest, twin_digest
     FROM directory_search_state`,
  );
  const built = new Map<Locale, Built>();
  for (const state of states) {
    if (!current.has(state.locale)) await dropLanguage(db, state.locale);
    else if (current.get(state.locale) === state.version)
      built.set(state.locale, {
        version: state.version,
        revision: state.revision,
        givesDigest: state.gives_digest,
        twinDigest: state.twin_digest,
      });
  }
  for (const locale of inBuildOrder(current.keys()))
    if (!built.has(locale))
      await sync(db, locale, { version: current.get(locale)!, revision: 0 }, built);
  for (const locale of inBuildOrder(built.keys())) {
    const own = built.get(locale)!;
    const twin = built.get(otherOf(locale));
    if (!twin || otherOf(locale) === locale || own.twinDigest === twin.givesDigest) continue;
    await sync(db, locale, { version: own.version, revision: own.revision + 1 }, built);
  }
}

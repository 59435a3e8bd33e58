import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import type { Queryable } from '../pg-database';
import { buildSearchVersion, dropSearchVersion, twinRowsOf } from './search-build';

/*
 * Brings the search rows in line with the stored listing, inside the writer's transaction: each
 * language's current listing version gets its rows (built from its own listing and the words
 * the other language's rows give it), a version no listing is at any more loses them, and a
 * language whose rows were built with words the other language no longer gives is built again
 * (same version, next revision). Run after every listing write (and once a pass when nothing
 * changed, which then costs two reads): a new listing, the first start after the migration and
 * a language stored before the other all end with every language's rows whole and agreeing.
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

async function build(
  db: Queryable,
  locale: Locale,
  version: string,
  revision: number,
  built: Map<Locale, Built>,
): Promise<void> {
  const other = otherOf(locale);
  const twin = built.get(other);
  const twins = twin && other !== locale ? await twinRowsOf(db, other, twin.version) : new Map();
  const twinDigest = twin && other !== locale ? twin.givesDigest : '';
  const givesDigest = await buildSearchVersion(db, {
    locale,
    version,
    twins,
    twinDigest,
    revision,
  });
  built.set(locale, { version, revision, givesDigest, twinDigest });
}

/** Builds, drops and rebuilds what the stored listing's versions need; locks the listing's state. */
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
    if (current.get(state.locale) !== state.version)
      await dropSearchVersion(db, state.locale, state.version);
    else
      built.set(state.locale, {
        version: state.version,
        revision: state.revision,
        givesDigest: state.gives_digest,
        twinDigest: state.twin_digest,
      });
  }
  for (const locale of inBuildOrder(current.keys()))
    if (!built.has(locale)) await build(db, locale, current.get(locale)!, 0, built);
  for (const locale of inBuildOrder(built.keys())) {
    const own = built.get(locale)!;
    const twin = built.get(otherOf(locale));
    if (!twin || otherOf(locale) === locale || own.twinDigest === twin.givesDigest) continue;
    await dropSearchVersion(db, locale, own.version);
    await build(db, locale, own.version, own.revision + 1, built);
  }
}

import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ContentIndexFileError, ensureSchema } from './schema';

/*
 * Opens the index file that several processes share: WAL (readers never wait for the writer,
 * nor it for them), a busy timeout (writers queue behind one another instead of failing), and
 * a page cache of its own outside the V8 heap. A file that is not ours or cannot be read is
 * set aside and a new one made: the index is rebuilt by the sync, so losing it costs time,
 * never data, and a broken file must not stop the site from starting again and again.
 */

const BUSY_TIMEOUT_MS = 5_000;
/** SQLite's page cache, per connection, in KiB. */
const PAGE_CACHE_KIB = 16_384;

function configure(db: DatabaseSync): void {
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA journal_mode = WAL');
  // In WAL, NORMAL loses at most the last transactions on a power cut, never consistency.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`);
  db.exec('PRAGMA temp_store = MEMORY');
}

function isUnreadableFile(error: unknown): boolean {
  if (error instanceof ContentIndexFileError) return error.rebuildable;
  const text = String((error as { message?: unknown })?.message ?? error);
  return /not a database|malformed|SQLITE_CORRUPT|SQLITE_NOTADB|file is encrypted/i.test(text);
}

function openAndCheck(file: string): DatabaseSync {
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    configure(db);
    ensureSchema(db, file);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Moves a broken file (and its WAL) out of the way, keeping it for a post-mortem. */
function setAside(file: string): string {
  const aside = `${file}.broken-${Date.now()}`;
  renameSync(file, aside);
  for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  return aside;
}

export function openIndexFile(file: string): DatabaseSync {
  mkdirSync(dirname(file), { recursive: true });
  try {
    return openAndCheck(file);
  } catch (error) {
    if (!isUnreadableFile(error) || !existsSync(file)) throw error;
    const aside = setAside(file);
    console.warn(
      `Content index: ${file} could not be read (${(error as Error).message}); set aside as ` +
        `${aside}, starting a new index`,
    );
    return openAndCheck(file);
  }
}

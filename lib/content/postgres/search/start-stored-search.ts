import 'server-only';
import { getDatabaseConfig } from '@/lib/config/database-config';
import { readStoredDirectories } from '@/lib/directory/directories';
import { searchFromStore } from '@/lib/directory/search/stored-search';
import { getDirectoriesStore, getDirectorySearchStore } from '../../store';

/**
 * With DATABASE_URL, started once by instrumentation.ts beside the stored listing: the
 * directory's business search answers from the search rows the listing's writer stores, and
 * every page reads the directory from the same rows and the stored listing, so this process
 * builds neither a search engine nor a directory index. DIRECTORY_SEARCH=memory keeps both in
 * memory, built from the stored listing, as without a database. Returns whether it does.
 */
export function startStoredSearch(): boolean {
  if (getDatabaseConfig()?.directorySearch !== 'postgres') return false;
  const search = getDirectorySearchStore();
  const directories = getDirectoriesStore();
  if (!search || !directories) return false;
  searchFromStore(search);
  readStoredDirectories(directories);
  return true;
}

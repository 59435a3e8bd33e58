import 'server-only';
import { getDatabaseConfig } from '@/lib/config/database-config';
import { searchFromStore } from '@/lib/directory/search/stored-search';
import { getDirectorySearchStore } from '../../store';

/**
 * With DATABASE_URL, started once by instrumentation.ts beside the stored listing: the
 * directory's business search answers from the search rows the listing's writer stores, and
 * this process builds no search engine (unless DIRECTORY_SEARCH=memory). Returns whether it does.
 */
export function startStoredSearch(): boolean {
  if (getDatabaseConfig()?.directorySearch !== 'postgres') return false;
  const search = getDirectorySearchStore();
  if (!search) return false;
  searchFromStore(search);
  return true;
}

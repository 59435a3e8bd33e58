import 'server-only';
import { reloadDirectories } from './directories';
import { isSearchVersionMissing } from './search/stored-search';

/**
 * `ask` of the directories this process holds; when the stored version it asked has been
 * replaced meanwhile (its search rows are gone), once more after reading the version again.
 */
export async function withCurrentVersion<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!isSearchVersionMissing(error)) throw error;
    await reloadDirectories();
    return ask();
  }
}

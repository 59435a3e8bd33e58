import 'server-only';
import { directoryCard, type DirectoryCard } from '@/lib/directory/directory-cards';
import { withCurrentVersion } from '@/lib/directory/current-version';
import { loadedDirectory } from '@/lib/directory/directories';
import { RELATED_LIMIT } from '@/lib/directory/related-businesses';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The neighbours from the directory this process has loaded, at no upstream call: the profile
 * never loads the whole listing itself (a cold process's first profiles show none until the
 * directory is loaded). A stored directory that cannot answer now leaves them out too: the
 * profile is the business's own page, and answers without them.
 */
export async function profileNeighbours(slug: string, locale: Locale): Promise<DirectoryCard[]> {
  try {
    // The stored listing may have moved on since this process read its version: as a search
    // does, the new version's directory is then asked once.
    return await withCurrentVersion(async () => {
      const directory = loadedDirectory(locale);
      return directory ? (await directory.related(slug, RELATED_LIMIT)).map(directoryCard) : [];
    });
  } catch (error) {
    console.warn(`profile (${locale}) ${slug}: neighbours left out: ${(error as Error).message}`);
    return [];
  }
}

import 'server-only';
import type { ContentStore } from '@/lib/content/content-store';
import { getContentStore } from '@/lib/content/store';

/**
 * The content index the page models read, or null when it cannot be opened (a file that is not
 * an index, a directory that cannot be written): pages then say that what businesses offer
 * cannot be searched, and still show everything else.
 */
export async function readContentStore(): Promise<ContentStore | null> {
  try {
    return getContentStore();
  } catch (error) {
    console.error('The content index cannot be opened:', error);
    return null;
  }
}

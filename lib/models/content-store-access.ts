import 'server-only';
import type { ContentStore } from '@/lib/content/content-store';

/**
 * The content index the page models read, or null when it cannot be opened: pages then say
 * that what businesses offer cannot be searched, and still show everything else.
 */
export async function readContentStore(): Promise<ContentStore | null> {
  // The embedded store (lib/content/store) lands separately; until then nothing is indexed.
  return null;
}

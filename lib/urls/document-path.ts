import type { DocumentSummary } from '@/lib/api';
import { businessPath } from './paths';

/**
 * A document's page: addressed by its slug when it has one (a readable, stable URL), else by
 * its id; the API accepts either. The document page's canonical is this path, whichever of the
 * two the reader came by.
 */
export function documentPath(slug: string, document: Pick<DocumentSummary, 'id' | 'slug'>): string {
  return businessPath(slug, 'documents', document.slug ?? document.id);
}

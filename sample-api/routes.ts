/**
 * The ten endpoints of spec section 4.2, matched on decoded path segments. Segments are decoded
 * one by one (the site percent-encodes each), so a slug with non-ASCII letters or an encoded "/"
 * stays one segment.
 */

export type OperationId =
  | 'listBusinesses'
  | 'getBusiness'
  | 'listBlogArticles'
  | 'getBlogArticle'
  | 'getBusinessFaq'
  | 'listBusinessReviews'
  | 'listCatalogItems'
  | 'getCatalogItem'
  | 'listBusinessDocuments'
  | 'getDocument';

export type Route =
  | { operation: 'listBusinesses' }
  | { operation: 'getBusiness'; slug: string }
  | { operation: 'listBlogArticles'; slug: string }
  | { operation: 'getBlogArticle'; slug: string; articleSlug: string }
  | { operation: 'getBusinessFaq'; slug: string }
  | { operation: 'listBusinessReviews'; slug: string }
  | { operation: 'listCatalogItems'; slug: string }
  | { operation: 'getCatalogItem'; slug: string; itemSlug: string }
  | { operation: 'listBusinessDocuments'; slug: string }
  | { operation: 'getDocument'; slug: string; documentId: string };

/** Path segments after the leading "/", decoded; null when a segment is not valid percent-encoding. */
export function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.replace(/^\//, '').split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

export function matchRoute(segments: readonly string[]): Route | null {
  const [root, collection, slug, section, ...tail] = segments;
  if (root !== 'index') return null;
  if (collection === 'directory-businesses') {
    return segments.length === 2 ? { operation: 'listBusinesses' } : null;
  }
  if (collection !== 'directory-business' || !slug) return null;
  if (section === undefined) return { operation: 'getBusiness', slug };

  // An empty segment ("…/documents/") names nothing.
  if (tail.some((segment) => segment === '')) return null;
  const [first, second, ...tooDeep] = tail;
  if (tooDeep.length > 0) return null;

  switch (section) {
    case 'faq':
      return first === undefined ? { operation: 'getBusinessFaq', slug } : null;
    case 'reviews':
      return first === undefined ? { operation: 'listBusinessReviews', slug } : null;
    case 'documents':
      if (second !== undefined) return null;
      return first === undefined
        ? { operation: 'listBusinessDocuments', slug }
        : { operation: 'getDocument', slug, documentId: first };
    case 'blog':
      if (first !== 'articles') return null;
      return second === undefined
        ? { operation: 'listBlogArticles', slug }
        : { operation: 'getBlogArticle', slug, articleSlug: second };
    case 'catalog':
      if (first !== 'items') return null;
      return second === undefined
        ? { operation: 'listCatalogItems', slug }
        : { operation: 'getCatalogItem', slug, itemSlug: second };
    default:
      return null;
  }
}

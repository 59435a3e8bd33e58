/*
 * The kinds of catalog item the API knows. They appear in the site's URLs (the catalog's
 * `?type=` filter), so client code needs the list: it lives in the leaf layer, and the API
 * layer re-exports it with the other app types.
 */
export const CATALOG_ITEM_TYPES = [
  'PRODUCT',
  'SERVICE',
  'REAL_ESTATE',
  'EVENT',
  'OFFER',
  'OTHER',
] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

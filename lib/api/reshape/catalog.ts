import { untrusted, type Schemas } from '../raw-types';
import type { CatalogItem, CatalogItemDetail, Paged } from '../types';
import { CATALOG_ITEM_TYPES } from '../types';
import {
  bool,
  finiteNumber,
  httpUrl,
  isRecord,
  list,
  markdownText,
  oneOf,
  optionalText,
  pathSegment,
  text,
  textList,
} from './primitives';
import { reshapePaging } from './paging';

function reshapeCatalogItem(raw: unknown): CatalogItem | null {
  const record = untrusted<Schemas['CatalogItem']>(raw);
  const slug = pathSegment(record.itemSlug);
  if (slug === null) return null;
  const price = finiteNumber(record.unitPrice);
  return {
    id: text(record.id) || slug,
    slug,
    label: text(record.label) || slug,
    description: optionalText(record.description),
    type: oneOf(record.itemType, CATALOG_ITEM_TYPES, 'OTHER' as const),
    unitPrice: price !== null && price >= 0 ? price : null,
    unitMeasure: optionalText(record.unitMeasure),
    imageUrl: httpUrl(record.imageUrl),
    brand: optionalText(record.brand),
    tags: textList(record.tags),
    // An item is available unless the API says otherwise in so many words.
    available:
      record.available === undefined || record.available === null ? true : bool(record.available),
    attributes: isRecord(record.attributes) ? record.attributes : {},
  };
}

export function reshapeCatalogItemDetail(raw: unknown): CatalogItemDetail | null {
  const item = reshapeCatalogItem(raw);
  if (item === null) return null;
  const record = untrusted<Schemas['CatalogItemDetail']>(raw);
  return {
    ...item,
    additionalImageUrls: [...new Set(list(record.additionalImages, httpUrl))],
    markdown: markdownText(record.mdContent),
    fullUrl: httpUrl(record.fullUrl),
    enrichment: isRecord(record.enrichment) ? record.enrichment : null,
  };
}

export function reshapeCatalogPage(
  raw: unknown,
  requested: { page: number; limit: number },
): Paged<CatalogItem> {
  const record = untrusted<Schemas['CatalogItemList']>(raw);
  return reshapePaging(record.items, reshapeCatalogItem, record, requested);
}

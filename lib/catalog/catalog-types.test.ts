import { describe, expect, it } from 'vitest';
import type { CatalogItem, CatalogItemType, Paged } from '@/lib/api';
import { collectPresentTypes } from './catalog-types';

function item(type: CatalogItemType, index: number): CatalogItem {
  return {
    id: String(index),
    slug: `item-${index}`,
    label: `Item ${index}`,
    description: null,
    type,
    unitPrice: null,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags: [],
    available: true,
    attributes: {},
  };
}

/** A fake catalog endpoint over `types` (one item each), recording every call. */
function fakeCatalog(types: CatalogItemType[]) {
  const calls: string[] = [];
  const items = types.map(item);
  const fetchPage = async (
    page: number,
    limit: number,
    type?: CatalogItemType,
  ): Promise<Paged<CatalogItem>> => {
    calls.push(`${page}/${limit}/${type ?? '*'}`);
    const matching = type ? items.filter((entry) => entry.type === type) : items;
    return {
      items: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil(matching.length / limit)),
    };
  };
  return { calls, fetchPage };
}

describe('collectPresentTypes', () => {
  it('answers from the already-fetched first page for a small catalog, in enum order', async () => {
    const api = fakeCatalog(['SERVICE', 'PRODUCT', 'SERVICE']);
    expect(await collectPresentTypes(api.fetchPage, 12)).toEqual(['PRODUCT', 'SERVICE']);
    expect(api.calls).toEqual(['1/12/*']);
  });

  it('reads up to 100 items in one more call', async () => {
    const api = fakeCatalog([...Array<CatalogItemType>(40).fill('PRODUCT'), 'EVENT']);
    expect(await collectPresentTypes(api.fetchPage, 12)).toEqual(['PRODUCT', 'EVENT']);
    expect(api.calls).toEqual(['1/12/*', '1/100/*']);
  });

  it('probes only the unseen types with limit 1 beyond 100 items', async () => {
    const api = fakeCatalog([...Array<CatalogItemType>(150).fill('PRODUCT'), 'OFFER']);
    expect(await collectPresentTypes(api.fetchPage, 12)).toEqual(['PRODUCT', 'OFFER']);
    expect(api.calls.slice(2).sort()).toEqual([
      '1/1/EVENT',
      '1/1/OFFER',
      '1/1/OTHER',
      '1/1/REAL_ESTATE',
      '1/1/SERVICE',
    ]);
  });

  it('has no types for an empty or missing catalog', async () => {
    expect(await collectPresentTypes(fakeCatalog([]).fetchPage)).toEqual([]);
    expect(await collectPresentTypes(async () => null)).toEqual([]);
  });
});

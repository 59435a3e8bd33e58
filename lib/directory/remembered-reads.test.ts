import { describe, expect, it, vi } from 'vitest';
import { listedBusiness } from './listed-business-fixture';
import { ListingIndexBuilder } from './listing-index';
import { MemoryDirectory } from './memory-directory';
import { RememberedReads } from './remembered-reads';

function directoryOf(count: number): MemoryDirectory {
  const builder = new ListingIndexBuilder();
  for (let n = 1; n <= count; n += 1) builder.add(listedBusiness(`shop-${n}`, `Shop ${n}`));
  return new MemoryDirectory(builder.build('en'), '3');
}

describe('a directory whose reads are remembered', () => {
  it('reads a page once, and answers it again while the database is down', async () => {
    const inner = directoryOf(30);
    const list = vi.spyOn(inner, 'list');
    const remembered = new RememberedReads(inner);
    const first = await remembered.list({}, 0, 20);
    list.mockRejectedValue(new Error('database down'));
    expect(await remembered.list({}, 0, 20)).toEqual(first);
    expect(list).toHaveBeenCalledTimes(1);
    await expect(remembered.list({}, 20, 20)).rejects.toThrow('database down');
  });

  it('shares a read under way, and does not keep a failed one', async () => {
    const inner = directoryOf(5);
    const find = vi.spyOn(inner, 'find').mockRejectedValueOnce(new Error('timeout'));
    const remembered = new RememberedReads(inner);
    const both = [remembered.find('shop-2'), remembered.find('shop-2')];
    await expect(Promise.all(both)).rejects.toThrow('timeout');
    expect(find).toHaveBeenCalledTimes(1);
    expect((await remembered.find('shop-2'))?.name).toBe('Shop 2');
    expect(await remembered.find('no-such')).toBeNull();
    expect(await remembered.find('no-such')).toBeNull();
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('gives each caller its own array, and passes the facets and version through', async () => {
    const remembered = new RememberedReads(directoryOf(4));
    const page = await remembered.slice({}, 0, 4);
    page.reverse();
    expect((await remembered.slice({}, 0, 4)).map((entry) => entry.slug)).toEqual([
      'shop-1',
      'shop-2',
      'shop-3',
      'shop-4',
    ]);
    expect([remembered.version, remembered.total, remembered.categories.length]).toEqual([
      '3',
      4,
      1,
    ]);
  });
});

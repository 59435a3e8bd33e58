import { describe, expect, it } from 'vitest';
import { ALL_API_DATA_TAG, businessTag, revalidationTags } from './cache-tags';

describe('revalidationTags', () => {
  it('expires one business, or everything', () => {
    expect(revalidationTags('acme')).toEqual([businessTag('acme')]);
    expect(revalidationTags(null)).toEqual([ALL_API_DATA_TAG]);
  });
});

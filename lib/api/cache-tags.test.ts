import { describe, expect, it } from 'vitest';
import { ALL_API_DATA_TAG, BUSINESS_LIST_TAG, businessTag, revalidationTags } from './cache-tags';

describe('revalidationTags', () => {
  it('expires one business and the listing that names it, or everything', () => {
    expect(revalidationTags('acme')).toEqual([businessTag('acme'), BUSINESS_LIST_TAG]);
    expect(revalidationTags(null)).toEqual([ALL_API_DATA_TAG]);
  });
});

import { describe, expect, it } from 'vitest';
import { entryFreshness, entryTags, laterTagState, revalidatedTagState } from './tag-state.mjs';

describe('tag states', () => {
  it('expires at once without durations or with expire 0, only marks stale with a long expire', () => {
    expect(revalidatedTagState(undefined, 1000, undefined)).toEqual({ expired: 1000 });
    expect(revalidatedTagState(undefined, 1000, { expire: 0 })).toEqual({
      stale: 1000,
      expired: 1000,
    });
    expect(revalidatedTagState({ expired: 5 }, 1000, { expire: 60 })).toEqual({
      stale: 1000,
      expired: 61_000,
    });
  });

  it('judges an entry by the tags revalidated after it was made', () => {
    const now = 10_000;
    expect(entryFreshness([{ expired: 5_000 }], 4_000, now)).toBe('expired');
    expect(entryFreshness([{ expired: 5_000 }], 6_000, now)).toBe('fresh');
    expect(entryFreshness([{ stale: 5_000, expired: 90_000 }], 4_000, now)).toBe('stale');
    expect(entryFreshness([null, undefined], 4_000, now)).toBe('fresh');
  });

  it('reads the tags of a page from its header and of data from the entry and the context', () => {
    const page = { value: { headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/page' } } };
    expect(entryTags(page, {})).toEqual(['_N_T_/layout', '_N_T_/page']);
    expect(
      entryTags({ tags: ['business:a'] }, { tags: ['directory-api'], softTags: ['_N_T_/x'] }),
    ).toEqual(['business:a', 'directory-api', '_N_T_/x']);
  });

  it('takes each revalidation time at its latest of Redis and the mirror', () => {
    expect(laterTagState(null, { expired: 5 })).toEqual({ expired: 5 });
    expect(laterTagState({ stale: 7 }, null)).toEqual({ stale: 7 });
    expect(laterTagState(null, undefined)).toBeNull();
    expect(laterTagState({ stale: 7, expired: 3 }, { stale: 4, expired: 9 })).toEqual({
      stale: 7,
      expired: 9,
    });
    expect(laterTagState({ stale: 7 }, { expired: 9 })).toEqual({ stale: 7, expired: 9 });
  });
});

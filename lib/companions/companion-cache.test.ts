import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemoryCaches } from '@/lib/directory/memory-caches';
import { cachedCompanionText, clearCompanionTexts } from './companion-cache';

const MINUTE = 60_000;

/** A build that answers each call in turn, counting the calls. */

describe('cachedCompanionText', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    clearCompanionTexts();
    time = 0;
  });

  it('builds once while fresh, shared by concurrent callers', async () => {
    let calls = 0;
    const build = async () => `text ${++calls}`;
    const [a, b] = await Promise.all([
      cachedCompanionText('k', build, now),
      cachedCompanionText('k', build, now),
    ]);
    expect([a, b]).toEqual(['text 1', 'text 1']);
    time = 4 * MINUTE;
    expect(await cachedCompanionText('k', build, now)).toBe('text 1');
    expect(calls).toBe(1);
  });

  it('keeps a text that expands businesses fresh for its own, longer lifetime', async () => {
    let calls = 0;
    const build = async () => `text ${++calls}`;
    const hour = 60 * MINUTE;
    await cachedCompanionText('k', build, now, hour);
    time = 59 * MINUTE;
    expect(await cachedCompanionText('k', build, now, hour)).toBe('text 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
    time = 61 * MINUTE;
    await cachedCompanionText('k', build, now, hour);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
  });

  it('serves stale text while one rebuild runs, then the new text', async () => {
    let calls = 0;
    const build = async () => `text ${++calls}`;
    await cachedCompanionText('k', build, now);
    time = 6 * MINUTE;
    expect(await cachedCompanionText('k', build, now)).toBe('text 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cachedCompanionText('k', build, now)).toBe('text 2');
    expect(calls).toBe(2);
  });

  it('never keeps a failure, and keeps the last good text when a rebuild fails', async () => {
    await expect(
      cachedCompanionText('k', async () => Promise.reject(new Error('down')), now),
    ).rejects.toThrow('down');
    expect(await cachedCompanionText('k', async () => 'good', now)).toBe('good');
    time = 6 * MINUTE;
    const failing = async () => Promise.reject(new Error('down'));
    expect(await cachedCompanionText('k', failing, now)).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cachedCompanionText('k', failing, now)).toBe('good');
  });

  it('is emptied by a revalidation, and a build started before it is not kept', async () => {
    let release: (text: string) => void = () => {};
    const slow = cachedCompanionText(
      'k',
      () => new Promise<string>((resolve) => (release = resolve)),
      now,
    );
    await clearMemoryCaches();
    release('before');
    expect(await slow).toBe('before');
    expect(await cachedCompanionText('k', async () => 'after', now)).toBe('after');
  });

  it('does not keep a text too large to hold', async () => {
    const huge = 'x'.repeat(4_000_001);
    let calls = 0;
    const build = async () => {
      calls += 1;
      return huge;
    };
    await cachedCompanionText('big', build, now);
    await cachedCompanionText('big', build, now);
    expect(calls).toBe(2);
  });
});

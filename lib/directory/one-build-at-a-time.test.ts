import { describe, expect, it } from 'vitest';
import { oneBuildAtATime } from './one-build-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneBuildAtATime', () => {
  it('starts each build once the one before it has ended, in the order asked', async () => {
    const events: string[] = [];
    const build =
      (name: string, fails = false) =>
      async () => {
        events.push(`${name} starts`);
        await tick();
        events.push(`${name} ends`);
        if (fails) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      oneBuildAtATime(build('index en')),
      oneBuildAtATime(build('index fr', true)),
      oneBuildAtATime(build('engine en')),
    ]);
    expect(events).toEqual([
      'index en starts',
      'index en ends',
      'index fr starts',
      'index fr ends',
      'engine en starts',
      'engine en ends',
    ]);
    // A failed build rejects its own caller only; the queue goes on.
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await oneBuildAtATime(async () => 'after')).toBe('after');
  });
});

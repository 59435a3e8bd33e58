import { describe, expect, it } from 'vitest';
import { watchListingVersions } from './listing-watch';

describe('watching the stored listing versions', () => {
  it('notes when each language first passed its version, and stops once all have', async () => {
    const answers = [
      { en: 3, fr: 4 },
      { en: 5, fr: 4 },
      { en: 5, fr: 6 },
    ];
    let reads = 0;
    const read = async () => answers[Math.min(reads++, answers.length - 1)]!;
    const startedAt = Date.now();
    const watch = watchListingVersions(read, { en: 3, fr: 4 }, startedAt, 1);
    const seen = await watch.settle(Date.now() + 5_000);
    expect(seen.en).not.toBeNull();
    expect(seen.fr).toBeGreaterThanOrEqual(seen.en!);
    expect(reads).toBe(3);
  });

  it('gives up at the deadline with null for a language that never passed, through failed reads', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      if (reads % 2 === 0) throw new Error('the database system is starting up');
      return { en: 4, fr: 4 };
    };
    const watch = watchListingVersions(read, { en: 3, fr: 4 }, Date.now(), 1);
    const seen = await watch.settle(Date.now() + 50);
    expect(seen.en).not.toBeNull();
    expect(seen.fr).toBeNull();
  });
});

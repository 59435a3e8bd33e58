import { expect } from '@playwright/test';
import { SITE_BASE } from '../helpers';

/*
 * The content index is filled by the sync in the background after the server starts, and the
 * site's readiness (/api/health) does not wait for it. A spec that reads the index waits here
 * first, a bounded time: until the sync's status (/api/health/content) reports a full pass
 * ended and none under way, then until the site's own search finds one entry of every kind of
 * the sample directory in both languages (the models read the index the sync wrote).
 */

const PROBES = [
  ['en', 'country sourdough loaf', 'item'],
  ['en', 'sourdough workshop', 'event'],
  ['en', 'gluten-free bread', 'answer'],
  ['en', 'percentages explained', 'article'],
  ['en', 'bread menu fall', 'document'],
  ['fr', 'atelier levain', 'event'],
  ['fr', 'carte des pains', 'document'],
] as const;

async function kindsFound(base: string): Promise<string[]> {
  const found: string[] = [];
  for (const [lang, q, kind] of PROBES) {
    const url = `${base}/api/content?${new URLSearchParams({ q, kind, lang, limit: '1' })}`;
    const response = await fetch(url).catch(() => null);
    if (response?.status !== 200) continue;
    const body = (await response.json()) as { results: unknown[] };
    if (body.results.length > 0) found.push(`${lang}:${kind}`);
  }
  return found;
}

async function fullPassEnded(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/health/content`).catch(() => null);
  if (response?.status !== 200) return false;
  const status = (await response.json()) as { lastFullPassAt: string | null; pass: unknown };
  return status.lastFullPassAt !== null && status.pass === null;
}

export async function waitForContentSync(base = SITE_BASE, timeout = 150_000): Promise<void> {
  await expect
    .poll(() => fullPassEnded(base), {
      timeout,
      intervals: [1_000, 2_000, 3_000],
      message: 'the content sync has ended a full pass',
    })
    .toBe(true);
  await expect
    .poll(() => kindsFound(base), {
      timeout,
      intervals: [1_000, 2_000, 3_000],
      message: 'the sync has indexed the sample directory',
    })
    .toHaveLength(PROBES.length);
}

import { expect, type APIRequestContext } from '@playwright/test';

/*
 * The content index is filled by the background sync after the server starts; the site's
 * readiness probe does not wait for it. Specs that read it wait here, for a bounded time, until
 * the twins of What's on and of a search name what the sample directory offers.
 */

const PROBES = [
  { path: '/events.md', text: 'Seed swap and orchard walk' },
  { path: '/fr/index.md?q=honoraires', text: 'Guide des honoraires 2026' },
  { path: '/index.md?q=winterize', text: 'Winterize your home' },
];

export async function waitForContentIndex(
  request: APIRequestContext,
  timeoutMs = 150_000,
): Promise<void> {
  for (const probe of PROBES) {
    await expect
      .poll(
        async () => {
          const response = await request.get(probe.path);
          return response.ok() ? (await response.text()).includes(probe.text) : false;
        },
        { timeout: timeoutMs, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe(true);
  }
}

import type { ReactNode } from 'react';
import { SWRConfig, type State } from 'swr';
import { fetchRouteJson } from '@/lib/routes/fetch-route-json';

interface SeededSWRConfigProps {
  /** Route-handler URL → the answer the server already rendered with. */
  seed: Record<string, unknown>;
  children: ReactNode;
}

/**
 * SWR for a client leaf, with its own cache seeded with what the server rendered. Seeding the
 * cache (the documented pre-populated `provider` Map), rather than passing `fallbackData`,
 * makes the server's page a real cache entry: the first paint needs no fetch, and coming back
 * to that page (Back button, clearing a filter) shows it at once, where `keepPreviousData`
 * would otherwise prefer the last page seen over a mere fallback.
 */
export function SeededSWRConfig({ seed, children }: SeededSWRConfigProps) {
  return (
    <SWRConfig
      value={{
        // Called once, when the leaf mounts.
        provider: () =>
          new Map<string, State>(Object.entries(seed).map(([key, data]) => [key, { data }])),
        fetcher: fetchRouteJson,
        // The previous results stay on screen while the next ones load.
        keepPreviousData: true,
        // Server-rendered data is fresh enough (the directory changes weekly): no refetch on
        // mount, focus or reconnect; a new page or filter is fetched once and kept.
        revalidateIfStale: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}

/**
 * When the writer stored each language's next listing version: the stored versions are read
 * every second from PostgreSQL's return, so that a writer still busy with a large listing when
 * the readers stop is waited for (up to a deadline the caller sets then), and the report can
 * tell how long the directory took to become current.
 */

export interface ListingWatch {
  /** Waits at most until `deadline` (epoch ms); resolves with each language's first newer sighting. */
  settle(deadline: number): Promise<Record<string, number | null>>;
}

/**
 * `read` gives the stored version of each language; `from` the versions to pass. Sightings are
 * offsets from `startedAt` (epoch ms).
 */
export function watchListingVersions(
  read: () => Promise<Record<string, number>>,
  from: Readonly<Record<string, number>>,
  startedAt: number,
  intervalMs = 1_000,
): ListingWatch {
  const seen: Record<string, number | null> = Object.fromEntries(
    Object.keys(from).map((locale) => [locale, null]),
  );
  let deadline = Number.POSITIVE_INFINITY;
  const allSeen = () => Object.values(seen).every((at) => at !== null);
  const watching = (async () => {
    while (!allSeen() && Date.now() < deadline) {
      const versions = await read().catch(() => ({}) as Record<string, number>);
      for (const [locale, version] of Object.entries(versions))
        if (seen[locale] === null && version > from[locale]!) seen[locale] = Date.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async settle(until) {
      deadline = until;
      await watching;
      return seen;
    },
  };
}

/** Every JSON-LD block of a page's HTML as a crawler reads it, parsed. */
export function jsonLdBlocksOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/*
 * The part files a split companion file lists (ai-content.txt, companies.json and .ndjson past
 * COMPANION_FILE_BUSINESSES businesses), read from its index so that the scale phase measures
 * parts as a crawler finds them. Parts of one file cover disjoint businesses, and ai-content's
 * part k and the open data's part k the same ones: the phase picks different numbers for each
 * so that every part it measures is cold.
 */

/** The paths (with their query) of the parts an index lists, in order; none for a whole file. */
export function listedParts(path: string, body: string): string[] {
  const toPath = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  if (path.endsWith('.txt'))
    return [...body.matchAll(/^- (?:Part|Partie) \d+ ?: (\S+) /gm)].map(([, url = '']) =>
      toPath(url),
    );
  if (path.endsWith('.ndjson')) {
    const lines = body.split('\n').filter(Boolean);
    const urls = lines.map((line) => {
      try {
        const value = JSON.parse(line) as { part?: unknown; url?: unknown };
        return typeof value.part === 'number' && typeof value.url === 'string' ? value.url : null;
      } catch {
        return null;
      }
    });
    return urls.every((url) => url !== null) ? urls.map((url) => toPath(url as string)) : [];
  }
  try {
    const value = JSON.parse(body) as { parts?: { url?: unknown }[] };
    return (value.parts ?? []).flatMap((part) =>
      typeof part.url === 'string' ? [toPath(part.url)] : [],
    );
  } catch {
    return [];
  }
}

/**
 * Part numbers to measure among `count`: `wanted` (1-based; negative counts from the end, 0
 * is the middle), each kept once and within range.
 */
export function pickParts(count: number, wanted: readonly number[]): number[] {
  const picked: number[] = [];
  for (const want of wanted) {
    const n = want === 0 ? Math.ceil(count / 2) : want < 0 ? count + 1 + want : want;
    if (n >= 1 && n <= count && !picked.includes(n)) picked.push(n);
  }
  return picked;
}

import { latest } from './urlset';

/** How many businesses one chunk of a list holds, and the latest update among them. */
export interface ChunkSummary {
  businesses: number;
  lastmod: string | null;
}

/**
 * The summary of each run of `size` consecutive businesses of a stream, computed as the stream
 * goes: the index of a split file (the sitemap's, ai-content.txt's, the open data's) states
 * each file's latest update without holding the directory's list.
 */
export async function chunkSummaries(
  businesses: AsyncIterable<{ updatedAt: string | null }>,
  size: number,
): Promise<ChunkSummary[]> {
  const chunks: ChunkSummary[] = [];
  let current: ChunkSummary | null = null;
  for await (const business of businesses) {
    if (current === null || current.businesses === size) {
      current = { businesses: 0, lastmod: null };
      chunks.push(current);
    }
    current.businesses += 1;
    // The running latest of a list is its latest: `latest` keeps the first of equal dates.
    current.lastmod = latest([current.lastmod, business.updatedAt]);
  }
  return chunks;
}

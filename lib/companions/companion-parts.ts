/*
 * The part files of a companion file that expands every business (ai-content.txt, the open
 * data). A selection of up to `perFile` businesses is one file; a larger one becomes an index
 * of parts of `perFile` consecutive businesses each, so that one GET never expands more than
 * `perFile` businesses (its upstream calls are bounded by that, whatever the directory's size).
 * The plan is a pure function of the selection's size, so the index and each part agree without
 * sharing state, as the sitemap's files do; a part reads its own businesses only
 * (Directory.slice at its offset).
 */

export interface CompanionPart {
  /** 1-based. */
  part: number;
  parts: number;
  /** Position in the selection of its first business, and how many it holds. */
  offset: number;
  count: number;
}

/** Whether a selection of `count` businesses is served as an index of parts. */
export function isSplit(count: number, perFile: number): boolean {
  return count > perFile;
}

export function partCount(count: number, perFile: number): number {
  return isSplit(count, perFile) ? Math.ceil(count / perFile) : 1;
}

function partAt(n: number, parts: number, count: number, perFile: number): CompanionPart {
  const offset = (n - 1) * perFile;
  return { part: n, parts, offset, count: Math.min(perFile, count - offset) };
}

/** Every part of a split selection of `count` businesses, in order; none when it fits one file. */
export function companionParts(count: number, perFile: number): CompanionPart[] {
  const parts = partCount(count, perFile);
  if (parts === 1) return [];
  return Array.from({ length: parts }, (_, index) => partAt(index + 1, parts, count, perFile));
}

/** Part `n` of a split selection, or null when there is no such part (or no split at all). */
export function companionPart(count: number, perFile: number, n: number): CompanionPart | null {
  const parts = partCount(count, perFile);
  if (parts === 1 || !Number.isInteger(n) || n < 1 || n > parts) return null;
  return partAt(n, parts, count, perFile);
}

/** The part number of a file name such as `12.txt` (`extension` without its dot), or null. */
export function partNumber(fileName: string, extension: string): number | null {
  const match = /^([1-9]\d{0,5})\.([a-z]+)$/.exec(fileName);
  return match && match[2] === extension ? Number(match[1]) : null;
}

/** The part's path with the selection's query (`?since=`) carried over. */
export function withQuery(path: string, since: Date | null): string {
  return since === null ? path : `${path}?since=${encodeURIComponent(since.toISOString())}`;
}

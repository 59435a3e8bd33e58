export interface TagState {
  stale?: number;
  expired?: number;
}
export declare function revalidatedTagState(
  existing: TagState | undefined,
  now: number,
  durations?: { expire?: number },
): TagState;
export declare function parseTagState(text: unknown): TagState | null;
export declare function entryFreshness(
  states: (TagState | null | undefined)[],
  lastModified: number,
  now?: number,
): 'expired' | 'stale' | 'fresh';
export declare function entryTags(entry: unknown, ctx?: unknown): string[];
export declare function laterTagState(
  a: TagState | null | undefined,
  b: TagState | null | undefined,
): TagState | null;

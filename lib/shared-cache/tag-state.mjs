/*
 * When each cache tag was last revalidated, as Next's own file-system cache keeps it: `stale`
 * (entries made before it are refreshed in the background) and `expired` (entries made before it
 * are not served at all). The shared copy is a Redis hash; each instance mirrors what it read.
 */

/** The new state of a tag revalidated `now`, as Next's file-system cache computes it. */
export function revalidatedTagState(existing, now, durations) {
  if (!durations) return { ...existing, expired: now };
  const updated = { ...existing, stale: now };
  if (durations.expire !== undefined) updated.expired = now + durations.expire * 1000;
  return updated;
}

/**
 * The later of two states of one tag (Redis's and this instance's mirror): each revalidation
 * time at its latest. Redis may not have a revalidation the mirror already knows of (the other
 * instance's write has not landed yet, or Redis restarted empty), and must not undo it.
 */
export function laterTagState(a, b) {
  if (!a) return b ?? null;
  if (!b) return a;
  const merged = { ...a };
  for (const field of ['stale', 'expired']) {
    if (typeof b[field] === 'number' && !(a[field] >= b[field])) merged[field] = b[field];
  }
  return merged;
}

/** Parses a tag's state as stored in Redis; null when absent or unreadable. */
export function parseTagState(text) {
  if (typeof text !== 'string') return null;
  try {
    const state = JSON.parse(text);
    return state && typeof state === 'object' ? state : null;
  } catch {
    return null;
  }
}

/** 'expired', 'stale' or 'fresh': what the tags' states make of an entry made at `lastModified`. */
export function entryFreshness(states, lastModified, now = Date.now()) {
  let stale = false;
  for (const state of states) {
    if (!state) continue;
    if (typeof state.expired === 'number' && state.expired <= now && state.expired > lastModified)
      return 'expired';
    if (typeof state.stale === 'number' && state.stale > lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

/** The tags an entry answers to: a page's or route's cache-tags header, a data entry's tags. */
export function entryTags(entry, ctx) {
  const tags = new Set();
  const header = entry?.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of entry?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  return [...tags];
}

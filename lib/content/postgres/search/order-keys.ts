/*
 * Keys for an order that changes a little at a time (the businesses by name): integers with
 * gaps, so that when a few items move or arrive only they take new keys, between those of their
 * new neighbours, and every other item keeps its key (and its row is not written again). The
 * items that keep their keys are the longest run of old keys already in the new order; the rest
 * are spread over the gaps between them. When a gap is too narrow, every item is numbered again.
 */

/** Past this many items the keys' spacing shrinks, so that the largest stays an exact double. */
const ROOMY_ITEMS = 2 ** 20;
const LARGEST_KEY = 2 ** 53 - 1;

function spacingFor(items: number): number {
  return items <= ROOMY_ITEMS ? 2 ** 32 : Math.floor(LARGEST_KEY / (items + 1));
}

/** Indices of the longest strictly increasing run of the known keys, in order. */
function longestIncreasing(keys: readonly (number | null)[]): number[] {
  const tails: number[] = [];
  const before = new Int32Array(keys.length).fill(-1);
  keys.forEach((key, at) => {
    if (key === null) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (keys[tails[middle]!]! < key) low = middle + 1;
      else high = middle;
    }
    if (low > 0) before[at] = tails[low - 1]!;
    tails[low] = at;
  });
  const kept: number[] = [];
  for (let at = tails.at(-1) ?? -1; at !== -1; at = before[at]!) kept.push(at);
  return kept.reverse();
}

/**
 * The key of each item, given in its new order with the key it had (null: none yet); items
 * whose key stays keep it exactly.
 */
export function orderKeys(previous: readonly (number | null)[]): number[] {
  const spacing = spacingFor(previous.length);
  const keys = previous.map((key) => key ?? Number.NaN);
  const kept = longestIncreasing(previous);
  const anchors = [-1, ...kept, previous.length];
  for (let at = 0; at + 1 < anchors.length; at += 1) {
    const from = anchors[at]!;
    const to = anchors[at + 1]!;
    const count = to - from - 1;
    if (count === 0) continue;
    const low = from < 0 ? 0 : keys[from]!;
    const high = to >= previous.length ? low + spacing * (count + 1) : keys[to]!;
    if (high > LARGEST_KEY || high - low <= count)
      return previous.map((_, position) => (position + 1) * spacing);
    const gap = Math.floor((high - low) / (count + 1));
    for (let step = 1; step <= count; step += 1) keys[from + step] = low + gap * step;
  }
  return keys;
}

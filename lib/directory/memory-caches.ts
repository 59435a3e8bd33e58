import { processWide } from '@/lib/async/process-wide.mjs';

/*
 * In-memory caches outside Next's data cache (the directory index, say) register how to empty
 * themselves here, so that POST /api/revalidate can reach them. The registry is process-wide:
 * a module bundled into several route chunks registers from each copy, and the route handler
 * sees them all.
 */

/** Empties (or reloads) one cache; a promise when the revalidation should wait for it. */
type Clear = () => void | Promise<void>;
type Registry = Map<string, Set<Clear>>;

function registry(): Registry {
  return processWide('memory-caches', '', (): Registry => new Map());
}

/** Registers `clear` under `name`; returns a function that unregisters it. */
export function registerMemoryCache(name: string, clear: Clear): () => void {
  const clears = registry().get(name) ?? new Set();
  clears.add(clear);
  registry().set(name, clears);
  return () => {
    clears.delete(clear);
  };
}

/** Empties every registered cache, waiting for those that reload; returns their names. */
export async function clearMemoryCaches(): Promise<string[]> {
  const names: string[] = [];
  const pending: Promise<void>[] = [];
  for (const [name, clears] of registry()) {
    if (clears.size === 0) continue;
    for (const clear of clears) pending.push(Promise.resolve(clear()));
    names.push(name);
  }
  await Promise.all(pending);
  return names.sort();
}

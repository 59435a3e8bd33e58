/*
 * In-memory caches outside Next's data cache (the directory index, say) register how to empty
 * themselves here, so that POST /api/revalidate can reach them. The registry lives on
 * globalThis (Symbol.for): a module bundled into several route chunks registers from each copy,
 * and the route handler sees them all.
 */

const KEY = Symbol.for('open-business-directory.memory-caches');

/** Empties (or reloads) one cache; a promise when the revalidation should wait for it. */
type Clear = () => void | Promise<void>;
type Registry = Map<string, Set<Clear>>;
type RegistryHolder = { [KEY]?: Registry };

function registry(): Registry {
  const holder = globalThis as RegistryHolder;
  holder[KEY] ??= new Map();
  return holder[KEY];
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

/*
 * In-memory caches outside Next's data cache (the directory index, say) register how to empty
 * themselves here, so that POST /api/revalidate can reach them. The registry lives on
 * globalThis (Symbol.for): a module bundled into several route chunks registers from each copy,
 * and the route handler sees them all.
 */

const KEY = Symbol.for('open-business-directory.memory-caches');

type Registry = Map<string, Set<() => void>>;
type RegistryHolder = { [KEY]?: Registry };

function registry(): Registry {
  const holder = globalThis as RegistryHolder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Registers `clear` under `name`; returns a function that unregisters it. */
export function registerMemoryCache(name: string, clear: () => void): () => void {
  const clears = registry().get(name) ?? new Set();
  clears.add(clear);
  registry().set(name, clears);
  return () => {
    clears.delete(clear);
  };
}

/** Empties every registered cache; returns their names. */
export function clearMemoryCaches(): string[] {
  const names: string[] = [];
  for (const [name, clears] of registry()) {
    if (clears.size === 0) continue;
    for (const clear of clears) clear();
    names.push(name);
  }
  return names.sort();
}

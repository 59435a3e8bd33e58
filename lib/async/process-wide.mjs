/*
 * The one way to keep an instance per server process. Next bundles a module into each route
 * chunk that uses it (and instrumentation.ts and the cache handler apart), each copy with its
 * own module scope, so a module-level variable would exist once per copy: a process-wide
 * instance is kept on globalThis instead, under a Symbol.for name every copy finds. Plain
 * JavaScript, so that the shared cache handler, which Node loads without a bundler, uses it too.
 */

function keyOf(name) {
  return Symbol.for(`open-business-directory.${name}`);
}

/**
 * The instance kept under `name`, made by `create` the first time, and made anew when its
 * `settings` change (the environment is read on each request).
 */
export function processWide(name, settings, create) {
  const key = keyOf(name);
  const kept = globalThis[key];
  if (kept && kept.settings === settings) return kept.value;
  const value = create();
  globalThis[key] = { value, settings };
  return value;
}

/** The instance kept under `name` if one was made, without making one. */
export function existingProcessWide(name) {
  return globalThis[keyOf(name)]?.value;
}

/** Drops the instance kept under `name`: the next processWide call makes a new one (tests). */
export function forgetProcessWide(name) {
  delete globalThis[keyOf(name)];
}

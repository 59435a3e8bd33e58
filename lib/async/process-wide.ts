/**
 * One instance per server process, shared by every route bundle (each bundle has its own module
 * scope, so a module-level variable would exist once per bundle): kept on globalThis under
 * `name`, and made anew when its `settings` change (the environment is read on each request).
 */
export function processWide<T>(name: string, settings: string, create: () => T): T {
  const key = Symbol.for(`open-business-directory.${name}`);
  const holder = globalThis as { [key: symbol]: { value: T; settings: string } | undefined };
  const kept = holder[key];
  if (kept && kept.settings === settings) return kept.value;
  const value = create();
  holder[key] = { value, settings };
  return value;
}

/** Drops the instance kept under `name`: the next processWide call makes a new one (tests). */
export function forgetProcessWide(name: string): void {
  const holder = globalThis as { [key: symbol]: unknown };
  delete holder[Symbol.for(`open-business-directory.${name}`)];
}

/** One instance per server process, on globalThis (see process-wide.mjs). */
export function processWide<T>(name: string, settings: string, create: () => T): T;
export function existingProcessWide<T>(name: string): T | undefined;
export function forgetProcessWide(name: string): void;

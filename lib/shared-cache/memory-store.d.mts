/** An instance's bounded copy of the shared cache's entries (see memory-store.mjs). */
export class MemoryStore {
  constructor(maxBytes: number);
  /** Bytes held, as UTF-8. */
  readonly bytes: number;
  get(key: string): string | undefined;
  /** Whether `key` holds this version (the entry's lastModified); it becomes the most recent. */
  holds(key: string, version: number): boolean;
  set(key: string, text: string, version: number): void;
  delete(key: string): void;
}

/** An instance's bounded copy of the shared cache's entries (see memory-store.mjs). */
export class MemoryStore {
  constructor(maxBytes: number);
  /** Bytes held, as UTF-8. */
  readonly bytes: number;
  get(key: string): string | undefined;
  set(key: string, text: string): void;
  delete(key: string): void;
}

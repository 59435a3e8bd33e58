import { Lru } from '../async/lru.mjs';

/*
 * The instance's own copy of the entries it wrote or read, bounded in size (least recently used
 * first out). It is what an instance serves while Redis cannot be reached, and is read only then:
 * each entry is kept as UTF-8 bytes outside V8's heap, so this copy neither counts against the
 * server's heap limit nor makes V8 grow its heap, and its bound is in real bytes.
 */
export class MemoryStore {
  constructor(maxBytes) {
    this.maxBytes = Math.max(0, maxBytes);
    this.entries = new Lru({ capacity: this.maxBytes, weigh: (kept) => kept.bytes.length });
  }

  /** Bytes held, as UTF-8. */
  get bytes() {
    return this.entries.weight;
  }

  /** The text kept under `key`, which becomes the most recently used. */
  get(key) {
    return this.entries.get(key)?.bytes.toString('utf8');
  }

  /**
   * Whether `key` holds this `version` of its entry (when it was made), which then becomes the
   * most recently used. A shared read of an entry kept already needs no second copy: copying on
   * every read would allocate a whole page again for each request served from Redis.
   */
  holds(key, version) {
    return this.entries.get(key)?.version === version;
  }

  set(key, text, version) {
    const bytes = Buffer.from(text, 'utf8');
    // An entry over a quarter of the room is not kept at all: it would push out most others.
    if (bytes.length > this.maxBytes / 4) this.entries.delete(key);
    else this.entries.set(key, { bytes, version });
  }

  delete(key) {
    this.entries.delete(key);
  }
}

/*
 * The instance's own copy of the entries it wrote or read, as encoded text, bounded in size
 * (least recently used first out). It is what an instance serves while Redis cannot be reached.
 */
export class MemoryStore {
  constructor(maxBytes) {
    this.maxBytes = Math.max(0, maxBytes);
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The text kept under `key`, which becomes the most recently used. */
  get(key) {
    const text = this.entries.get(key);
    if (text === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, text);
    return text;
  }

  set(key, text) {
    this.delete(key);
    // Two bytes a character; an entry over a quarter of the room is not kept at all.
    const size = text.length * 2;
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, text);
    this.bytes += size;
    for (const [oldest, oldText] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldText.length * 2;
    }
  }

  delete(key) {
    const text = this.entries.get(key);
    if (text === undefined) return;
    this.entries.delete(key);
    this.bytes -= text.length * 2;
  }
}

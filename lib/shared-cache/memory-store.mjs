/*
 * The instance's own copy of the entries it wrote or read, bounded in size (least recently used
 * first out). It is what an instance serves while Redis cannot be reached, and is read only then:
 * each entry is kept as UTF-8 bytes outside V8's heap, so this copy neither counts against the
 * server's heap limit nor makes V8 grow its heap, and its bound is in real bytes.
 */
export class MemoryStore {
  constructor(maxBytes) {
    this.maxBytes = Math.max(0, maxBytes);
    this.bytes = 0;
    this.entries = new Map();
  }

  /** The text kept under `key`, which becomes the most recently used. */
  get(key) {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, bytes);
    return bytes.toString('utf8');
  }

  set(key, text) {
    this.delete(key);
    const bytes = Buffer.from(text, 'utf8');
    // An entry over a quarter of the room is not kept at all: it would push out most others.
    if (bytes.length > this.maxBytes / 4) return;
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
    for (const [oldest, oldBytes] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldBytes.length;
    }
  }

  delete(key) {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.bytes -= bytes.length;
  }
}

/*
 * An append-only list of unsigned 32-bit numbers in fixed blocks of typed memory. Growing it
 * never copies what it holds (a doubling array would hold the old and the new copy at once,
 * and leave the old one as garbage), and drain() reads it once, giving each block back as
 * soon as it has been read: what a search index's build needs of its pending postings.
 */

const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;

export class NumberBlocks {
  private blocks: (Uint32Array | null)[] = [];
  private drained = false;
  length = 0;

  push(value: number): void {
    if (this.drained) throw new Error('NumberBlocks.push after drain()');
    const offset = this.length & BLOCK_MASK;
    if (offset === 0) this.blocks.push(new Uint32Array(BLOCK_SIZE));
    this.blocks[this.blocks.length - 1]![offset] = value;
    this.length += 1;
  }

  at(index: number): number {
    if (index < 0 || index >= this.length) throw new RangeError(`no number at ${index}`);
    const block = this.blocks[index >>> BLOCK_BITS];
    if (!block) throw new Error('NumberBlocks.at after drain()');
    return block[index & BLOCK_MASK]!;
  }

  /** Visits every number in order. */
  forEach(visit: (value: number, index: number) => void): void {
    if (this.drained) throw new Error('NumberBlocks.forEach after drain()');
    this.visitBlocks(visit, false);
  }

  /** Visits every number in order, once, letting each block go once it has been read. */
  drain(visit: (value: number, index: number) => void): void {
    if (this.drained) throw new Error('NumberBlocks drained twice');
    this.drained = true;
    this.visitBlocks(visit, true);
  }

  private visitBlocks(visit: (value: number, index: number) => void, release: boolean): void {
    for (let blockIndex = 0; blockIndex < this.blocks.length; blockIndex += 1) {
      const block = this.blocks[blockIndex]!;
      const start = blockIndex << BLOCK_BITS;
      const end = Math.min(BLOCK_SIZE, this.length - start);
      for (let offset = 0; offset < end; offset += 1) visit(block[offset]!, start + offset);
      if (release) this.blocks[blockIndex] = null;
    }
  }

  /** Bytes of typed memory held now. */
  get bytes(): number {
    return this.blocks.reduce((sum, block) => sum + (block?.byteLength ?? 0), 0);
  }
}

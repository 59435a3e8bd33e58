import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store.mjs';

describe('MemoryStore', () => {
  it('gives back the text it kept, accents and all', () => {
    const store = new MemoryStore(1024);
    store.set('/fr', '{"html":"Boulangerie l’Épi — café"}', 1);
    expect(store.get('/fr')).toBe('{"html":"Boulangerie l’Épi — café"}');
    expect(store.get('/missing')).toBeUndefined();
  });

  it('counts the bytes it holds as UTF-8, not characters', () => {
    const store = new MemoryStore(1024);
    store.set('ascii', 'abcd', 1);
    store.set('accents', 'éé', 1);
    expect(store.bytes).toBe(4 + 4);
    store.delete('ascii');
    expect(store.bytes).toBe(4);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const store = new MemoryStore(1024);
    store.set('/page', 'x'.repeat(100), 1);
    store.set('/page', 'y'.repeat(50), 2);
    expect(store.bytes).toBe(50);
    expect(store.get('/page')).toBe('y'.repeat(50));
  });

  it('drops the least recently used entries beyond its bound', () => {
    const store = new MemoryStore(300);
    store.set('a', 'a'.repeat(70), 1);
    store.set('b', 'b'.repeat(70), 1);
    store.set('c', 'c'.repeat(70), 1);
    // Reading `a` makes `b` the oldest.
    store.get('a');
    store.set('d', 'd'.repeat(70), 1);
    store.set('e', 'e'.repeat(70), 1);
    expect(store.bytes).toBeLessThanOrEqual(300);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe('a'.repeat(70));
    expect(store.get('e')).toBe('e'.repeat(70));
  });

  it('knows which version of an entry it holds, and keeps a read one as recently used', () => {
    const store = new MemoryStore(300);
    store.set('a', 'a'.repeat(70), 1);
    store.set('b', 'b'.repeat(70), 1);
    store.set('c', 'c'.repeat(70), 1);
    expect(store.holds('a', 1)).toBe(true);
    expect(store.holds('a', 2)).toBe(false);
    expect(store.holds('missing', 1)).toBe(false);
    // Asking for `a` made `b` the oldest.
    store.set('d', 'd'.repeat(70), 1);
    store.set('e', 'e'.repeat(70), 1);
    expect(store.holds('b', 1)).toBe(false);
    expect(store.get('a')).toBe('a'.repeat(70));
  });

  it('keeps nothing over a quarter of its bound', () => {
    const store = new MemoryStore(400);
    store.set('small', 's'.repeat(100), 1);
    store.set('large', 'l'.repeat(101), 1);
    expect(store.get('large')).toBeUndefined();
    expect(store.get('small')).toBe('s'.repeat(100));
    expect(store.bytes).toBe(100);
  });
});

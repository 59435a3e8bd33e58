import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store.mjs';

describe('MemoryStore', () => {
  it('gives back the text it kept, accents and all', () => {
    const store = new MemoryStore(1024);
    store.set('/fr', '{"html":"Boulangerie l’Épi — café"}');
    expect(store.get('/fr')).toBe('{"html":"Boulangerie l’Épi — café"}');
    expect(store.get('/missing')).toBeUndefined();
  });

  it('counts the bytes it holds as UTF-8, not characters', () => {
    const store = new MemoryStore(1024);
    store.set('ascii', 'abcd');
    store.set('accents', 'éé');
    expect(store.bytes).toBe(4 + 4);
    store.delete('ascii');
    expect(store.bytes).toBe(4);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const store = new MemoryStore(1024);
    store.set('/page', 'x'.repeat(100));
    store.set('/page', 'y'.repeat(50));
    expect(store.bytes).toBe(50);
    expect(store.get('/page')).toBe('y'.repeat(50));
  });

  it('drops the least recently used entries beyond its bound', () => {
    const store = new MemoryStore(300);
    store.set('a', 'a'.repeat(70));
    store.set('b', 'b'.repeat(70));
    store.set('c', 'c'.repeat(70));
    // Reading `a` makes `b` the oldest.
    store.get('a');
    store.set('d', 'd'.repeat(70));
    store.set('e', 'e'.repeat(70));
    expect(store.bytes).toBeLessThanOrEqual(300);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe('a'.repeat(70));
    expect(store.get('e')).toBe('e'.repeat(70));
  });

  it('keeps nothing over a quarter of its bound', () => {
    const store = new MemoryStore(400);
    store.set('small', 's'.repeat(100));
    store.set('large', 'l'.repeat(101));
    expect(store.get('large')).toBeUndefined();
    expect(store.get('small')).toBe('s'.repeat(100));
    expect(store.bytes).toBe(100);
  });
});

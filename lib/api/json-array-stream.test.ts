import { describe, expect, it } from 'vitest';
import { jsonArrayItems } from './json-array-stream';

const encoder = new TextEncoder();

async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = encoder.encode(text);
  for (let offset = 0; offset < bytes.length; offset += size)
    yield bytes.slice(offset, offset + size);
}

async function collect(text: string, size = 1 << 16, property = 'data'): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of jsonArrayItems(chunked(text, size), property)) items.push(item);
  return items;
}

const tricky = {
  meta: { data: ['not this one'], note: 'a "data": [1] inside a string', nested: [{ data: [2] }] },
  data: [
    {
      slug: 'a',
      name: 'Café « Ô » — 東京 😀',
      text: 'brackets ] } [ { and "quotes" and \\ backslash\n',
    },
    { slug: 'b', nested: { list: [1, [2, { deep: '}' }]], empty: {} } },
    [],
    'a string element with , and ]',
    42.5e1,
    null,
    true,
    { slug: 'c' },
  ],
  total: 3,
};

describe('jsonArrayItems', () => {
  it('yields each element of the named top-level array, parsed, whatever the chunk boundaries', async () => {
    const text = JSON.stringify(tricky, null, 1);
    const expected = tricky.data;
    // Every split position of the smallest chunks, and a few larger sizes.
    for (const size of [1, 2, 3, 5, 7, 13, 64, 1 << 16]) {
      expect(await collect(text, size)).toEqual(expected);
    }
  });

  it('ignores the same name in nested objects and inside strings', async () => {
    const text = '{"x":{"data":[9]},"s":"\\"data\\":[8]","data":[{"ok":1}]}';
    expect(await collect(text, 3)).toEqual([{ ok: 1 }]);
  });

  it('yields nothing for an empty array or a missing property', async () => {
    expect(await collect('{"data":[]}')).toEqual([]);
    expect(await collect('{"other":[1,2]}')).toEqual([]);
    expect(await collect(' \n{ "data" : [ ] }\n ')).toEqual([]);
  });

  it('reads a key whose name is split across chunks', async () => {
    expect(await collect('{"dat":[0],"data":[{"a":1},{"b":2}]}', 2)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('throws on a body that is not a JSON object', async () => {
    await expect(collect('<!DOCTYPE html><html></html>')).rejects.toThrow(SyntaxError);
    await expect(collect('')).rejects.toThrow(/ended/);
    await expect(collect('[{"slug":"a"}]')).rejects.toThrow(SyntaxError);
  });

  it('throws on a body cut in the middle, after yielding the whole elements before the cut', async () => {
    const text = JSON.stringify({ data: [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }] });
    const cut = text.slice(0, Math.floor(text.length * 0.7));
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const item of jsonArrayItems(chunked(cut, 4), 'data')) seen.push(item);
      })(),
    ).rejects.toThrow(/ended/);
    expect(seen).toEqual([{ slug: 'a' }, { slug: 'b' }]);
  });

  it('throws on a malformed element and on data after the object', async () => {
    await expect(collect('{"data":[{"slug":}]}')).rejects.toThrow(SyntaxError);
    await expect(collect('{"data":[]} trailing')).rejects.toThrow(/after/);
    await expect(collect('{"data":[]}}')).rejects.toThrow(SyntaxError);
  });

  it('rejects bytes that are not UTF-8', async () => {
    async function* bad(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array([
        0x7b, 0x22, 0x64, 0x61, 0x74, 0x61, 0x22, 0x3a, 0x5b, 0x22, 0xff, 0x22, 0x5d, 0x7d,
      ]);
    }
    const run = async () => {
      for await (const item of jsonArrayItems(bad(), 'data')) void item;
    };
    await expect(run()).rejects.toThrow(/UTF-8/);
  });

  it('reads escapes and multi-byte characters cut at every byte position', async () => {
    const element = { s: 'a\\"b\\\\c\\u00e9\\n', t: 'é😀東', u: '\\\\' };
    // Both the raw text (with \uXXXX escapes) and the bytes of multi-byte characters.
    const text = `{"data":[${JSON.stringify(element)},"\\u00e9\\"é",{"k":"\\\\"}]}`;
    const expected = (JSON.parse(text) as { data: unknown[] }).data;
    const bytes = encoder.encode(text);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      async function* twoChunks(): AsyncGenerator<Uint8Array> {
        yield bytes.slice(0, cut);
        yield bytes.slice(cut);
      }
      const items: unknown[] = [];
      for await (const item of jsonArrayItems(twoChunks(), 'data')) items.push(item);
      expect(items, `cut at byte ${cut}`).toEqual(expected);
    }
  });

  it('ends a number or literal element at a chunk boundary', async () => {
    const text = '{"data":[12,true,null,-3.5e2]}';
    for (const size of [1, 2, 4, 9, 10, 11, 12])
      expect(await collect(text, size)).toEqual([12, true, null, -350]);
  });

  it('stops reading the source when the consumer stops', async () => {
    let pulled = 0;
    let closed = false;
    async function* source(): AsyncGenerator<Uint8Array> {
      try {
        yield encoder.encode('{"data":[{"n":1},');
        pulled += 1;
        yield encoder.encode('{"n":2},');
        pulled += 1;
        yield encoder.encode('{"n":3}]}');
        pulled += 1;
      } finally {
        closed = true;
      }
    }
    for await (const item of jsonArrayItems(source(), 'data')) {
      expect(item).toEqual({ n: 1 });
      break;
    }
    expect(pulled).toBe(0);
    expect(closed).toBe(true);
  });
});

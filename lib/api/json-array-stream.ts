/**
 * The elements of one array property of a top-level JSON object, read from a byte stream one
 * element at a time: `{"data":[{…},{…}]}` yields each `{…}` parsed, while only the element
 * being read is held in memory. The listing of a large directory is tens of megabytes; parsing
 * it whole would hold the text and every object at once.
 *
 * The scanner works on bytes: every structural character of JSON is ASCII and no byte of a
 * multi-byte UTF-8 sequence is below 0x80, so a byte that looks like `"` or `{` is one. Each
 * element's bytes are handed to JSON.parse, which does the real validation. Anything that is
 * not a well-formed object (HTML, a cut body, trailing garbage, bytes that are not UTF-8)
 * throws a SyntaxError. Outside the named array, values are skipped, not validated.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  let length = 0;
  for (const part of parts) length += part.length;
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

export async function* jsonArrayItems(
  source: AsyncIterable<Uint8Array>,
  property: string,
): AsyncGenerator<unknown> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  /** Nesting depth: 1 inside the top-level object, 2 inside one of its values… */
  let depth = 0;
  let started = false;
  let finished = false;
  let inString = false;
  let escaped = false;
  /** At depth 1: the next string is a key (after `{` or `,`), not a value (after `:`). */
  let expectKey = false;
  let keyParts: Uint8Array[] | null = null;
  let keyStart = -1;
  let lastKey: string | null = null;
  /** Inside the target array: its elements are the values at depth 2. */
  let inTarget = false;
  let itemParts: Uint8Array[] = [];
  let itemStart = -1;
  let itemIsContainer = false;

  const fail = (message: string) => new SyntaxError(`JSON stream: ${message}`);
  // Elements are whole when decoded, so a multi-byte character is never cut in two here.
  const text = (bytes: Uint8Array): string => {
    try {
      return decoder.decode(bytes);
    } catch {
      throw fail('bytes that are not UTF-8');
    }
  };

  for await (const chunk of source) {
    if (finished) {
      for (const byte of chunk)
        if (!isWhitespace(byte)) throw fail('data after the top-level object');
      continue;
    }
    const items: Uint8Array[] = [];
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          inString = false;
          if (keyStart !== -1 || keyParts) {
            const parts = [
              ...(keyParts ?? []),
              chunk.subarray(keyStart === -1 ? 0 : keyStart, i + 1),
            ];
            lastKey = JSON.parse(text(concat(parts))) as string;
            keyParts = null;
            keyStart = -1;
          }
          // A string element of the target array ends with its closing quote.
          if (inTarget && depth === 2 && itemStart !== -1 && !itemIsContainer) {
            items.push(concat([...itemParts, chunk.subarray(itemStart, i + 1)]));
            itemParts = [];
            itemStart = -1;
          }
        }
        continue;
      }
      if (isWhitespace(byte)) continue;
      if (!started) {
        if (byte !== OPEN_BRACE) throw fail('not a JSON object');
        started = true;
        depth = 1;
        expectKey = true;
        continue;
      }
      if (finished) throw fail('data after the top-level object');

      // Start of an element of the target array.
      if (inTarget && depth === 2 && itemStart === -1 && byte !== COMMA && byte !== CLOSE_BRACKET) {
        itemStart = i;
        itemParts = [];
        itemIsContainer = byte === OPEN_BRACE || byte === OPEN_BRACKET;
      }

      if (byte === QUOTE) {
        inString = true;
        if (depth === 1 && expectKey) {
          keyStart = i;
          expectKey = false;
        }
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (depth === 1 && byte === OPEN_BRACKET && lastKey === property && !inTarget) {
          inTarget = true;
          depth = 2;
          continue;
        }
        depth += 1;
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        if (inTarget && depth === 2 && itemStart !== -1 && !itemIsContainer) {
          // A number or literal element ends where the array does.
          items.push(concat([...itemParts, chunk.subarray(itemStart, i)]));
          itemParts = [];
          itemStart = -1;
        }
        depth -= 1;
        if (depth < 0) throw fail('unbalanced brackets');
        if (inTarget && depth === 1) {
          if (byte !== CLOSE_BRACKET) throw fail('unbalanced brackets');
          inTarget = false;
          lastKey = null;
        } else if (inTarget && depth === 2 && itemStart !== -1) {
          items.push(concat([...itemParts, chunk.subarray(itemStart, i + 1)]));
          itemParts = [];
          itemStart = -1;
        } else if (depth === 0) {
          finished = true;
        }
      } else if (byte === COMMA) {
        if (inTarget && depth === 2 && itemStart !== -1 && !itemIsContainer) {
          items.push(concat([...itemParts, chunk.subarray(itemStart, i)]));
          itemParts = [];
          itemStart = -1;
        }
        if (depth === 1) expectKey = true;
      } else if (byte === COLON) {
        if (depth === 1) expectKey = false;
      }
    }
    // Carry the unfinished key or element over to the next chunk.
    if (keyStart !== -1) {
      keyParts = [...(keyParts ?? []), chunk.slice(keyStart)];
      keyStart = -1;
    } else if (keyParts && inString) {
      keyParts.push(chunk.slice());
    }
    if (itemStart !== -1) {
      itemParts.push(chunk.slice(itemStart));
      itemStart = 0;
    }
    for (const item of items) yield JSON.parse(text(item)) as unknown;
  }
  if (!finished) throw fail('the body ended before the object did');
}

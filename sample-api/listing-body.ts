/**
 * The listing's `{"data":[…]}` body, written as chunks of serialized businesses. Up to a
 * directory of CACHED_LISTING_LIMIT businesses the whole body is built once and kept (the
 * bench and the suites read it again and again); beyond it a body would take hundreds of
 * megabytes a language, so it is generated anew for each request, one chunk at a time, and
 * the sample API's memory stays flat at a million businesses.
 */

export const LISTING_PREFIX = '{"data":[';
export const LISTING_SUFFIX = ']}';

/** Businesses serialized per chunk: keeps every intermediate string far below V8 limits. */
export const CHUNK_SIZE = 2_000;

/** The largest directory whose listing is built once and kept whole. */
export const CACHED_LISTING_LIMIT = 100_008;

/** A body made on demand: each call of `chunks()` generates it from the start. */
export interface StreamedBody {
  readonly streamed: true;
  /** How many chunks `chunks()` yields. */
  readonly chunkCount: number;
  chunks(): Iterable<Buffer>;
}

export type ResponseBody = Buffer | StreamedBody;

export function isStreamed(body: ResponseBody): body is StreamedBody {
  return !Buffer.isBuffer(body);
}

/** The businesses' JSON texts joined into the listing's chunks, prefix and suffix included. */
export function* listingChunks(businesses: Iterable<string>): Generator<Buffer> {
  yield Buffer.from(LISTING_PREFIX);
  let pending: string[] = [];
  let first = true;
  for (const json of businesses) {
    pending.push(first ? json : `,${json}`);
    first = false;
    if (pending.length >= CHUNK_SIZE) {
      yield Buffer.from(pending.join(''));
      pending = [];
    }
  }
  if (pending.length > 0) yield Buffer.from(pending.join(''));
  yield Buffer.from(LISTING_SUFFIX);
}

/** The chunks `listingChunks` makes of `businesses` texts: prefix, businesses, suffix. */
export function listingChunkCount(businesses: number): number {
  return Math.ceil(businesses / CHUNK_SIZE) + 2;
}

export function streamedBody(chunks: () => Iterable<Buffer>, chunkCount: number): StreamedBody {
  return { streamed: true, chunkCount, chunks };
}

/** The first half of a streamed body's chunks: a cut answer, as a failing upstream sends. */
export function firstHalf(body: StreamedBody): StreamedBody {
  const kept = Math.floor(body.chunkCount / 2);
  return streamedBody(function* () {
    let sent = 0;
    for (const chunk of body.chunks()) {
      if (sent >= kept) return;
      sent += 1;
      yield chunk;
    }
  }, kept);
}

/*
 * Bounded concurrency for the files that fan out to one upstream call (or several) per
 * business: the API is asked at most `limit` things at a time, and results keep the listing's
 * order.
 */

/**
 * Yields `map(item)` for each item, in order, with at most `limit` calls in flight. Pulling is
 * what starts new calls, so a slow consumer (a stream's reader) holds back the fan-out and
 * memory stays bounded by `limit` results, whatever the number of items.
 */
export async function* mapOrdered<T, R>(
  items: Iterable<T>,
  limit: number,
  map: (item: T, index: number) => Promise<R>,
): AsyncGenerator<R> {
  const iterator = items[Symbol.iterator]();
  const inFlight: Promise<R>[] = [];
  let index = 0;
  const fill = () => {
    while (inFlight.length < Math.max(1, limit)) {
      const next = iterator.next();
      if (next.done) return;
      const promise = map(next.value, index);
      // A rejection is observed when its turn comes; until then it must not count as unhandled.
      promise.catch(() => undefined);
      inFlight.push(promise);
      index += 1;
    }
  };
  fill();
  while (inFlight.length > 0) {
    const result = await (inFlight.shift() as Promise<R>);
    fill();
    yield result;
  }
}

/** All results of `map`, in order, at most `limit` at a time. */
export async function mapConcurrent<T, R>(
  items: Iterable<T>,
  limit: number,
  map: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for await (const result of mapOrdered(items, limit, map)) results.push(result);
  return results;
}

/**
 * mapOrdered over a stream (the streamed listing): the same bound of `limit` calls in flight,
 * the stream read only as fast as results are taken.
 */
export async function* mapOrderedStream<T, R>(
  items: AsyncIterable<T>,
  limit: number,
  map: (item: T, index: number) => Promise<R>,
): AsyncGenerator<R> {
  const iterator = items[Symbol.asyncIterator]();
  const inFlight: Promise<R>[] = [];
  let index = 0;
  let done = false;
  const fill = async () => {
    while (!done && inFlight.length < Math.max(1, limit)) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        return;
      }
      const promise = map(next.value, index);
      promise.catch(() => undefined);
      inFlight.push(promise);
      index += 1;
    }
  };
  await fill();
  while (inFlight.length > 0) {
    const result = await (inFlight.shift() as Promise<R>);
    await fill();
    yield result;
  }
}

/**
 * Starts a stream and waits for its first element before a response is committed: a source
 * that cannot start (the API is down, answers 500 or garbage) throws here, while the route can
 * still answer 503, rather than after a 200 has gone out. The result yields that first element,
 * then the rest of the source.
 */
export async function primed<T>(source: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await source.next();
  async function* resumed(): AsyncGenerator<T> {
    if (first.done) return;
    yield first.value;
    // Delegating passes an early return (a client that goes away) on to the source.
    yield* source;
  }
  return resumed();
}

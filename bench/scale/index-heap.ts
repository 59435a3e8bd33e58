/**
 * Builds the directory index of one language from a running API, as the site does (streamed
 * listing, reshaped, PUBLIC only), and prints how long it took and how much heap the index
 * keeps once everything else is collected.
 *
 *   npx tsx --conditions=react-server --expose-gc bench/scale/index-heap.ts http://127.0.0.1:4332 en
 */
import { jsonArrayItems, reshapeBusiness } from '../../lib/api';
import { ListingIndexBuilder } from '../../lib/directory/listing-index';

async function* chunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    yield value;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const [apiUrl = 'http://127.0.0.1:4332', locale = 'en'] = process.argv.slice(2);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  const response = await fetch(`${apiUrl}/index/directory-businesses?lang=${locale}`);
  if (!response.body) throw new Error(`no body: ${response.status}`);
  const builder = new ListingIndexBuilder();
  let seen = 0;
  let peakHeap = 0;
  for await (const raw of jsonArrayItems(chunks(response.body), 'data')) {
    const business = reshapeBusiness(raw);
    if (business && business.visibility === 'PUBLIC') builder.add(business);
    seen += 1;
    if (seen % 5000 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const index = builder.build(locale);
  const elapsed = performance.now() - started;
  gc();
  const after = process.memoryUsage().heapUsed;
  console.log(
    JSON.stringify({
      locale,
      businesses: index.entries.length,
      categories: index.categories.length,
      cities: index.cities.length,
      buildMs: Math.round(elapsed),
      indexHeap: mb(after - before),
      bytesPerBusiness: Math.round((after - before) / index.entries.length),
      peakHeapWhileBuilding: mb(peakHeap),
      rss: mb(process.memoryUsage().rss),
    }),
  );
}

void main();

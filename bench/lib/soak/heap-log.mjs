/*
 * Preloaded into a soak instance (BENCH_SOAK_NODE_FLAGS="--import ./bench/lib/soak/heap-log.mjs"):
 * after each full garbage collection, one line with what the heap still holds (the live set)
 * and the process's resident memory, so a run tells growth of live objects from a heap that
 * V8 merely let grow.
 */
import diagnostics from 'node:diagnostics_channel';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import v8 from 'node:v8';

const MB = 1024 * 1024;
const spaceSize = (name) =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_used_size ?? 0;
let last = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
    const now = Date.now();
    if (now - last < 2_000) continue;
    last = now;
    const heap = v8.getHeapStatistics();
    const memory = process.memoryUsage();
    console.log(
      `[heap] ${JSON.stringify({
        at: now,
        liveMb: Math.round(heap.used_heap_size / MB),
        heapMb: Math.round(heap.total_heap_size / MB),
        externalMb: Math.round(memory.external / MB),
        arrayBuffersMb: Math.round(memory.arrayBuffers / MB),
        // V8's own malloc (compiler zones, parser): outside the heap, inside the resident size.
        v8MallocMb: Math.round(heap.malloced_memory / MB),
        codeMb: Math.round(spaceSize('code_space') / MB),
        largeObjectsMb: Math.round(spaceSize('large_object_space') / MB),
        rssMb: Math.round(memory.rss / MB),
        gcMs: Math.round(entry.duration),
      })}`,
    );
  }
}).observe({ entryTypes: ['gc'] });

/*
 * Every five seconds, what the process is busy with beside its memory: requests it is answering
 * and upstream calls in flight, so a rise of buffers can be told from a queue of renders.
 */
let serving = 0;
let upstream = 0;
// Counted down on the response's close, which also comes when the client leaves before the end
// (a readiness probe reads the status only): 'finish' alone would count those forever.
diagnostics.subscribe('http.server.request.start', ({ response }) => {
  serving++;
  response.once('close', () => serving--);
});
const upstreamDone = () => upstream--;
diagnostics.subscribe('undici:request:create', () => upstream++);
diagnostics.subscribe('undici:request:trailers', upstreamDone);
diagnostics.subscribe('undici:request:error', upstreamDone);
setInterval(() => {
  const memory = process.memoryUsage();
  console.log(
    `[load] ${JSON.stringify({
      at: Date.now(),
      serving,
      upstream,
      usedMb: Math.round(memory.heapUsed / MB),
      arrayBuffersMb: Math.round(memory.arrayBuffers / MB),
      rssMb: Math.round(memory.rss / MB),
    })}`,
  );
}, 5_000).unref();

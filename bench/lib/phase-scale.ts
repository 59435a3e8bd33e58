import http from 'node:http';
import { requestOnce, runLoad } from './load';
import { RssSampler } from './memory';
import { listedParts, pickParts } from './companion-parts';
import { measureSearch, type SearchFigure } from './phase-search';
import { startSampleApi, startSite } from './processes';
import { resetRuntimeCache } from './runtime-cache';
import { countCalls, startRecorder } from './upstream';

/**
 * The directory at several sizes: the home page, and the files that cover every business
 * (llms.txt, sitemap.xml and its first numbered file when it is an index, companies.json and
 * .ndjson, ai-content.txt in both languages, and some of the part files of those that are an
 * index), each read whole unless it takes longer than the cap, with the server's resident
 * memory while it is produced and the upstream calls it made (through a recorder).
 */

interface StreamedRead {
  status: number;
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  /** False when the read was cut at the cap. */
  complete: boolean;
  /** The body, when asked for and under BODY_LIMIT_BYTES (an index, to find its parts). */
  body?: string;
}

const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

interface ScaleFileFigure extends StreamedRead {
  path: string;
  peakRssBytes: number;
  upstreamCalls: number;
}

export interface ScaleFigure {
  businesses: number;
  homeColdMs: number;
  homeWarmMs: number;
  homePage2Ms: number;
  homeWarmRps: number;
  files: ScaleFileFigure[];
  /** The directory's search, once both listing indexes are loaded. */
  search: SearchFigure | null;
  peakRssBytes: number;
  /** Sum of the kernel's per-process peaks (VmHWM) at the end. */
  highWaterMarkBytes: number;
  error?: string;
}

function streamedRead(url: string, capMs: number, keepBody = false): Promise<StreamedRead> {
  const started = performance.now();
  return new Promise((resolve) => {
    let ttfbMs = Number.NaN;
    let bytes = 0;
    let status = 0;
    let settled = false;
    const chunks: Buffer[] = [];
    const finish = (complete: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const body =
        keepBody && bytes <= BODY_LIMIT_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined;
      resolve({ status, ttfbMs, totalMs: performance.now() - started, bytes, complete, body });
    };
    const request = http.get(url, (response) => {
      status = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => {
        if (Number.isNaN(ttfbMs)) ttfbMs = performance.now() - started;
        bytes += chunk.length;
        if (keepBody && bytes <= BODY_LIMIT_BYTES) chunks.push(chunk);
      });
      response.on('end', () => finish(true));
      response.on('error', () => finish(false));
    });
    request.on('error', () => finish(false));
    const timer = setTimeout(() => {
      finish(false);
      request.destroy();
    }, capMs);
  });
}

/**
 * The files read at each size, and for an index which of its parts (see pickParts: negative
 * from the end, 0 the middle). ai-content's part k and the open data's part k hold the same
 * businesses, so the numbers differ and each part is read cold; the last NDJSON part read
 * repeats a JSON part's businesses, to show what the kept expansions save.
 */
const SCALE_FILES: { path: string; parts?: number[] }[] = [
  { path: '/llms.txt' },
  { path: '/sitemap.xml' },
  { path: '/sitemaps/1.xml' },
  { path: '/ai-content.txt', parts: [2, 0, -1] },
  { path: '/fr/ai-content.txt', parts: [2] },
  { path: '/api/companies.json', parts: [3, -2] },
  { path: '/api/companies.ndjson', parts: [4, 3] },
];

export interface ScaleOptions {
  distDir: string;
  sitePort: number;
  apiPort: number;
  recorderPort: number;
  capMs: number;
  durationMs: number;
  connections: number;
}

export async function measureScale(
  businesses: number,
  options: ScaleOptions,
): Promise<ScaleFigure> {
  const api = await startSampleApi(options.apiPort, businesses);
  try {
    // The sample API builds each language's listing on first use; not the site's time.
    for (const lang of ['en', 'fr'])
      await requestOnce(
        `${api.url}/index/directory-businesses?lang=${lang}`,
        undefined,
        {},
        300_000,
      );
    resetRuntimeCache(options.distDir);
    const recorder = await startRecorder(api.url, options.recorderPort);
    const site = await startSite({
      port: options.sitePort,
      distDir: options.distDir,
      apiUrl: recorder.url,
    }).catch(async (error: unknown) => {
      await recorder.close();
      throw error;
    });
    const sampler = new RssSampler(site.pid).start();
    try {
      const homeCold = await requestOnce(`${site.url}/`, undefined, {}, 300_000);
      const homeWarm = await requestOnce(`${site.url}/`, undefined, {}, 300_000);
      const homePage2 = await requestOnce(`${site.url}/page/2`, undefined, {}, 300_000);
      // The French index too (the search engines need both), then the search itself.
      await requestOnce(`${site.url}/fr`, undefined, {}, 300_000);
      const search = await measureSearch(site.url, recorder);
      const load = await runLoad({
        url: `${site.url}/`,
        connections: options.connections,
        durationMs: Math.min(options.durationMs, 3_000),
      });
      const files: ScaleFileFigure[] = [];
      const measure = async (path: string, keepBody: boolean) => {
        const since = performance.now();
        const endWindow = sampler.window();
        const read = await streamedRead(site.url + path, options.capMs, keepBody);
        const peakRssBytes = endWindow();
        const { body, ...figure } = read;
        // A small directory's sitemap is one file: it has no /sitemaps/1.xml (404), not a failure.
        if (!(path.startsWith('/sitemaps/') && read.status === 404))
          files.push({
            path,
            ...figure,
            peakRssBytes,
            upstreamCalls: countCalls(recorder.callsSince(since)).calls,
          });
        // A cut read leaves the server busy with it: let it notice the closed socket.
        if (!read.complete) await new Promise((resolve) => setTimeout(resolve, 2_000));
        return body;
      };
      for (const { path, parts } of SCALE_FILES) {
        const body = await measure(path, parts !== undefined);
        if (!parts || body === undefined) continue;
        const listed = listedParts(path, body);
        for (const n of pickParts(listed.length, parts)) await measure(listed[n - 1] ?? '', false);
      }
      return {
        businesses,
        homeColdMs: homeCold.ms,
        homeWarmMs: homeWarm.ms,
        homePage2Ms: homePage2.ms,
        homeWarmRps: load.requestsPerSecond,
        files,
        search,
        peakRssBytes: sampler.peak,
        highWaterMarkBytes: sampler.highWaterMark(),
      };
    } finally {
      sampler.stop();
      await site.stop();
      await recorder.close();
    }
  } finally {
    await api.stop();
  }
}

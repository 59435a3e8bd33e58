import { runLoad, requestOnce, type LoadResult } from './load';
import { firstLoadJs, type FirstLoadJs } from './page-assets';
import type { RssSampler } from './memory';
import { PAGE_TYPES, type PageType, type PageTypeId } from './targets';
import { coveredMs, readStats, resetStats, type Recorder, type UpstreamStats } from './upstream';

/** Cold, warm and size figures of each page type against one running site. */

export interface ColdFigure {
  id: PageTypeId;
  url: string;
  status: number;
  totalMs: number;
  /** Wall time during which at least one upstream call was in flight. */
  apiMs: number;
  beyondApiMs: number;
  upstreamCalls: number;
  byPath: Record<string, number>;
  /** Every upstream resource was asked for exactly once. */
  oneCallPerResource: boolean;
}

export interface WarmFigure {
  id: PageTypeId;
  load: LoadResult;
  /** Upstream calls during the load, per page view. */
  upstreamPerView: number;
}

export interface SizeFigure {
  id: PageTypeId;
  url: string;
  htmlBytes: number;
  twinBytes: number | null;
  js: FirstLoadJs | null;
}

export interface SiteUnderTest {
  url: string;
  apiUrl: string;
  recorder: Recorder;
  sampler: RssSampler;
}

export async function measureCold(site: SiteUnderTest, type: PageType, slug: string): Promise<ColdFigure> {
  const url = site.url + type.path(slug);
  await resetStats(site.apiUrl);
  const since = performance.now();
  const answer = await requestOnce(url, undefined, {}, 300_000);
  const stats: UpstreamStats = await readStats(site.apiUrl);
  const apiMs = coveredMs(site.recorder.intervalsSince(since));
  return {
    id: type.id,
    url,
    status: answer.status,
    totalMs: answer.ms,
    apiMs,
    beyondApiMs: Math.max(0, answer.ms - apiMs),
    upstreamCalls: stats.requests,
    byPath: stats.byPath,
    oneCallPerResource: Object.values(stats.byPath).every((count) => count === 1),
  };
}

export async function measureWarm(
  site: SiteUnderTest,
  type: PageType,
  durationMs: number,
  connections: number,
): Promise<WarmFigure> {
  const url = site.url + type.path(type.warmSlug);
  // Warm: the page has been rendered and its data fetched before the clock starts.
  for (let i = 0; i < 3; i += 1) await requestOnce(url, undefined, {}, 120_000);
  await resetStats(site.apiUrl);
  const load = await runLoad({ url, connections, durationMs });
  const stats = await readStats(site.apiUrl);
  return { id: type.id, load, upstreamPerView: load.requests > 0 ? stats.requests / load.requests : Number.NaN };
}

async function body(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

export async function measureSizes(site: SiteUnderTest): Promise<SizeFigure[]> {
  const scripts = new Map<string, Buffer>();
  const figures: SizeFigure[] = [];
  for (const type of PAGE_TYPES.filter((candidate) => candidate.html)) {
    const url = site.url + type.path(type.warmSlug);
    const html = await body(url);
    const twin = type.twin ? await body(site.url + type.twin(type.warmSlug)) : null;
    figures.push({
      id: type.id,
      url,
      htmlBytes: Buffer.byteLength(html),
      twinBytes: twin === null ? null : Buffer.byteLength(twin),
      js: await firstLoadJs(html, url, scripts),
    });
  }
  return figures;
}

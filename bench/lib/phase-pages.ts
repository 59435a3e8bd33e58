import { requestOnce } from './load';
import type { RssSampler } from './memory';
import {
  compareScripts,
  firstLoadJs,
  manifestFirstLoadJs,
  readRouteBundleStats,
  type FirstLoadJs,
  type ManifestFirstLoadJs,
} from './page-assets';
import { PAGE_TYPES, type PageType, type PageTypeId } from './targets';
import { apiTimeMs, countCalls, type Recorder } from './upstream';

/** Cold and size figures of each page type against one running site. */

export interface ColdFigure {
  id: PageTypeId;
  url: string;
  status: number;
  totalMs: number;
  /** Wall time during which at least one upstream call was in flight. */
  apiMs: number;
  beyondApiMs: number;
  upstreamCalls: number;
  byResource: Record<string, number>;
  /** Every upstream resource (path + query) was asked for exactly once. */
  oneCallPerResource: boolean;
}

export interface SizeFigure {
  id: PageTypeId;
  url: string;
  htmlBytes: number;
  twinBytes: number | null;
  /** First-load JS from the build's route-bundle-stats.json (the budget figure). */
  js: ManifestFirstLoadJs | null;
  /** First-load JS from the scripts the served HTML loads (cross-check). */
  htmlJs: FirstLoadJs | null;
  /** Where the two disagree, by chunk file name. */
  jsMismatch: { onlyInHtml: string[]; onlyInManifest: string[] } | null;
}

export interface SiteUnderTest {
  url: string;
  recorder: Recorder;
  sampler: RssSampler;
}

export async function measureCold(
  site: SiteUnderTest,
  type: PageType,
  slug: string,
): Promise<ColdFigure> {
  const url = site.url + type.path(slug);
  const since = performance.now();
  const answer = await requestOnce(url, undefined, {}, 300_000);
  const calls = site.recorder.callsSince(since);
  const apiMs = apiTimeMs(calls);
  const { calls: upstreamCalls, byResource } = countCalls(calls);
  return {
    id: type.id,
    url,
    status: answer.status,
    totalMs: answer.ms,
    apiMs,
    beyondApiMs: Math.max(0, answer.ms - apiMs),
    upstreamCalls,
    byResource,
    oneCallPerResource: Object.values(byResource).every((count) => count === 1),
  };
}

async function body(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

export async function measureSizes(
  site: SiteUnderTest,
  root: string,
  distDir: string,
): Promise<SizeFigure[]> {
  const scripts = new Map<string, Buffer>();
  const stats = readRouteBundleStats(root, distDir);
  if (!stats)
    console.warn(
      `${distDir}/diagnostics/route-bundle-stats.json missing: first-load JS from the HTML only`,
    );
  const figures: SizeFigure[] = [];
  for (const type of PAGE_TYPES.filter((candidate) => candidate.html)) {
    const url = site.url + type.path(type.warmSlug);
    const html = await body(url);
    const twin = type.twin ? await body(site.url + type.twin(type.warmSlug)) : null;
    const htmlJs = await firstLoadJs(html, url, scripts);
    const js = stats && type.route ? manifestFirstLoadJs(stats, type.route, root) : null;
    figures.push({
      id: type.id,
      url,
      htmlBytes: Buffer.byteLength(html),
      twinBytes: twin === null ? null : Buffer.byteLength(twin),
      js,
      htmlJs,
      jsMismatch: js ? compareScripts(htmlJs.urls, js.files) : null,
    });
  }
  return figures;
}

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
import type { BenchLocale } from './config';
import type { PageType, PageTypeId } from './page-type';
import { localizedPath, PAGE_TYPES } from './targets';
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
  /** The page's language (each page type is measured in every language of the run). */
  locale: BenchLocale;
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

async function body(url: string, status = 200): Promise<string> {
  const response = await fetch(url);
  if (response.status !== status) throw new Error(`${url}: ${response.status}, not ${status}`);
  return response.text();
}

/** The page as the page phases name it: its type, and its language when not English. */
export function pageLabel(size: { id: PageTypeId; locale: BenchLocale }): string {
  return size.locale === 'en' ? size.id : `${size.id} (${size.locale})`;
}

/**
 * Sizes of every HTML page type (or of those `ids` names) in each language, English first.
 */
export async function measureSizes(
  site: SiteUnderTest,
  root: string,
  distDir: string,
  locales: readonly BenchLocale[] = ['en'],
  ids: readonly string[] = [],
): Promise<SizeFigure[]> {
  const scripts = new Map<string, Buffer>();
  const stats = readRouteBundleStats(root, distDir);
  if (!stats)
    console.warn(
      `${distDir}/diagnostics/route-bundle-stats.json missing: first-load JS from the HTML only`,
    );
  const figures: SizeFigure[] = [];
  const types = PAGE_TYPES.filter(
    (candidate) =>
      candidate.html &&
      (ids.length === 0 || ids.includes(candidate.id) || candidate.id === 'about'),
  );
  for (const locale of locales) {
    for (const type of types) {
      figures.push(await measureSize(site, root, type, locale, stats, scripts));
    }
  }
  return figures;
}

async function measureSize(
  site: SiteUnderTest,
  root: string,
  type: PageType,
  locale: BenchLocale,
  stats: ReturnType<typeof readRouteBundleStats>,
  scripts: Map<string, Buffer>,
): Promise<SizeFigure> {
  const url = site.url + localizedPath(type.path(type.warmSlug), locale);
  const html = await body(url, type.status);
  const twin = type.twin
    ? await body(site.url + localizedPath(type.twin(type.warmSlug), locale))
    : null;
  const htmlJs = await firstLoadJs(html, url, scripts);
  const js = stats && type.route ? manifestFirstLoadJs(stats, type.route, root) : null;
  return {
    id: type.id,
    locale,
    url,
    htmlBytes: Buffer.byteLength(html),
    twinBytes: twin === null ? null : Buffer.byteLength(twin),
    js,
    htmlJs,
    jsMismatch: js ? compareScripts(htmlJs.urls, js.files) : null,
  };
}

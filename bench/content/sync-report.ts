import type { ContentSyncStatus } from '@/lib/content/sync/sync-status';
import type { UpstreamCall } from '../lib/upstream';

/* The content sync bench's figures: upstream calls by resource, and its Markdown report. */

export interface SyncRun {
  durationMs: number;
  finished: boolean;
  status: ContentSyncStatus | null;
  calls: Record<string, number>;
  peakRss: number;
  rssAfter: number;
  progress: string[];
}

/** The resource a call reads (the spec's operation), its business and query left out. */
function resourceOf(pathWithQuery: string): string {
  const segments = (pathWithQuery.split('?')[0] ?? '').split('/').filter(Boolean);
  if (segments[1] === 'directory-businesses') return 'listBusinesses';
  const rest = segments.slice(3).join('/');
  if (rest === '') return 'getBusiness';
  if (rest === 'faq') return 'getBusinessFaq';
  if (rest === 'blog/articles') return 'listBlogArticles';
  if (rest.startsWith('blog/articles/')) return 'getBlogArticle';
  if (rest === 'catalog/items') return 'listCatalogItems';
  if (rest.startsWith('catalog/items/')) return 'getCatalogItem';
  if (rest === 'documents') return 'listBusinessDocuments';
  if (rest.startsWith('documents/')) return 'getDocument';
  if (rest === 'reviews') return 'listBusinessReviews';
  return 'other';
}

export function callsByResource(calls: readonly UpstreamCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) {
    const resource = resourceOf(call.resource);
    counts[resource] = (counts[resource] ?? 0) + 1;
  }
  return counts;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function callTable(counts: Record<string, number>, perBusiness: number): string {
  const rows = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([resource, count]) => `| ${resource} | ${count} | ${(count / perBusiness).toFixed(2)} |`);
  return ['| Resource | Calls | Per business done |', '| --- | ---: | ---: |', ...rows].join('\n');
}

export function formatReport(run: {
  businesses: number;
  budgetMs: number;
  first: SyncRun;
  diskBytes: number;
  restart: {
    status: ContentSyncStatus | null;
    calls: Record<string, number>;
    /** The first content search, sent once the restarted server's readiness probe said 200. */
    firstSearch: { ms: number; results: number };
  };
}): string {
  const { first } = run;
  const done = first.status?.pass?.done ?? (first.finished ? run.businesses : 0);
  const entries = first.status?.entries;
  const entryCount = entries
    ? Object.values(entries).reduce(
        (sum, kinds) => sum + Object.values(kinds).reduce((a, b) => a + b, 0),
        0,
      )
    : 0;
  const seconds = first.durationMs / 1000;
  return `# Content sync, ${run.businesses} synthetic businesses

- First full pass: ${first.finished ? `finished in ${seconds.toFixed(0)} s` : `cut after ${seconds.toFixed(0)} s (budget), ${done} businesses done`}
- Businesses per second: ${(done / seconds).toFixed(1)}; upstream calls per second: ${(total(first.calls) / seconds).toFixed(0)}
- Entries indexed: ${entryCount} (${JSON.stringify(entries)})
- Index on disk: ${mb(run.diskBytes)}
- Server resident memory: peak ${mb(first.peakRss)} during the pass, ${mb(first.rssAfter)} a minute after
- Failures: ${first.status?.failures.total ?? 'unknown'}

## Upstream calls of the first pass (the server's start included)

${callTable(first.calls, Math.max(1, done))}

## A restart on the same index (nothing changed), its first 30 s

- First content search after the readiness probe's 200: ${run.restart.firstSearch.ms.toFixed(0)} ms, ${run.restart.firstSearch.results} results
- Entries at once: ${JSON.stringify(run.restart.status?.entries)}

${callTable(run.restart.calls, 1)}

## Progress

${first.progress.map((line) => `- ${line}`).join('\n')}
`;
}

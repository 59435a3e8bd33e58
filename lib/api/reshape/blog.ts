import type { BlogArticle, BlogArticleSummary } from '../types';
import { untrusted, type Schemas } from '../raw-types';
import { isoDateTime, list, markdownText, pathSegment, text } from './primitives';

function reshapeBlogArticleSummary(raw: unknown): BlogArticleSummary | null {
  const record = untrusted<Schemas['BlogArticleSummary']>(raw);
  const slug = pathSegment(record.slug);
  if (slug === null) return null;
  return {
    slug,
    title: text(record.title) || slug,
    description: text(record.description),
    publishedAt: isoDateTime(record.publishedDate),
    updatedAt: isoDateTime(record.updatedAt),
  };
}

function newestFirst(a: BlogArticleSummary, b: BlogArticleSummary): number {
  return (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '');
}

/** Published articles, newest first (the spec leaves ordering open, readers expect this). */
export function reshapeBlogArticleList(raw: unknown): BlogArticleSummary[] {
  return list(untrusted<Schemas['BlogArticleList']>(raw).articles, reshapeBlogArticleSummary).sort(
    newestFirst,
  );
}

/** The spec types keywords as one string; it is a comma-separated list in practice. */
function splitKeywords(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(text) : text(value).split(/[,;]/);
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

export function reshapeBlogArticle(raw: unknown): BlogArticle | null {
  const summary = reshapeBlogArticleSummary(raw);
  if (summary === null) return null;
  const record = untrusted<Schemas['BlogArticle']>(raw);
  return {
    ...summary,
    markdown: markdownText(record.content) ?? '',
    untrustedHtml: typeof record.contentPublic === 'string' ? record.contentPublic : '',
    keywords: splitKeywords(record.keywords),
  };
}

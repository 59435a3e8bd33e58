import { DateLine } from '@/components/common/DateLine';
import type { BlogArticleSummary } from '@/lib/api';

/** Published and updated dates of an article, each only when the API gives it. */
export function ArticleDates({
  article,
  className,
}: {
  article: BlogArticleSummary;
  /** Spacing from what comes before the line. */
  className?: string;
}) {
  const { publishedAt, updatedAt } = article;
  // An update on the day of publication is not news to the reader.
  const showUpdated = updatedAt !== null && updatedAt.slice(0, 10) !== publishedAt?.slice(0, 10);
  if (!publishedAt && !showUpdated) return null;
  return (
    <p className={`flex flex-wrap gap-x-4 text-sm text-ink-muted ${className ?? ''}`.trim()}>
      {publishedAt && (
        <span>
          <DateLine namespace="Blog" messageKey="published" iso={publishedAt} />
        </span>
      )}
      {showUpdated && (
        <span>
          <DateLine namespace="Blog" messageKey="updated" iso={updatedAt} />
        </span>
      )}
    </p>
  );
}

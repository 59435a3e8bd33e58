import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/common/LocaleLink';
import { pageHref, pageWindow } from '@/lib/paging/page-window';

interface PagerProps {
  /** The list's path without locale prefix (from lib/urls/paths); the locale is added by Link. */
  basePath: string;
  /** The page being shown; may be beyond totalPages for a stale link. */
  page: number;
  totalPages: number;
  /** Query parameters every page link keeps (a filter, a search), besides `page`. */
  extraQuery?: Record<string, string>;
  /** The accessible name of the pager's <nav>, e.g. "Document pages". */
  label: string;
}

const linkClass = 'inline-block min-w-10 rounded border px-3 py-1.5 text-center';

/**
 * Page links for a server-rendered list: plain links (`…/page/N`, or `?page=N` on a filtered
 * view), so paging works without JavaScript and every page has its own crawlable URL. Not async
 * (useTranslations), so a client component may render it too.
 */
export function Pager({ basePath, page, totalPages, extraQuery, label }: PagerProps) {
  const t = useTranslations('Pager');
  const last = Math.max(1, totalPages);
  if (last === 1 && page <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, last) : null;
  const next = page < last ? page + 1 : null;
  const href = (target: number) => pageHref(basePath, target, extraQuery);
  return (
    <nav aria-label={label} className="mt-8">
      <p className="mb-2 text-sm text-ink-muted">{t('status', { page, totalPages: last })}</p>
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {previous !== null && (
          <li>
            <LocaleLink
              href={href(previous)}
              rel="prev"
              className={`${linkClass} border-line-strong text-accent hover:bg-surface-muted`}
            >
              <span aria-hidden="true">← </span>
              {t('previous')}
            </LocaleLink>
          </li>
        )}
        {pageWindow(page, last).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <LocaleLink
                href={href(entry.page)}
                aria-label={t('page', { page: entry.page })}
                aria-current={entry.page === page ? 'page' : undefined}
                className={
                  entry.page === page
                    ? `${linkClass} border-accent bg-accent font-semibold text-on-accent`
                    : `${linkClass} border-line-strong text-accent hover:bg-surface-muted`
                }
              >
                {entry.page}
              </LocaleLink>
            </li>
          ),
        )}
        {next !== null && (
          <li>
            <LocaleLink
              href={href(next)}
              rel="next"
              className={`${linkClass} border-line-strong text-accent hover:bg-surface-muted`}
            >
              {t('next')}
              <span aria-hidden="true"> →</span>
            </LocaleLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

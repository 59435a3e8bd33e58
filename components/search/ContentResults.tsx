import { useTranslations } from 'next-intl';
import type { ContentResultsView } from './content-results-view';
import { ContentHitCard } from './ContentHitCard';

interface ContentResultsProps {
  model: ContentResultsView;
  /** The href of one page of these results (the home page's `cpage`). */
  pageHrefOf: (page: number) => string;
  /** While the island fetches the results of new filters. */
  updating?: boolean;
}

/**
 * What businesses offer that matches the home page's search: a heading, how many, a word when
 * the text was respelled or matched in part, then this page's hits under a heading per kind,
 * and plain links to the other pages. The home page's island renders it, first with the
 * server's results, then with those of each new search. The twin writes the same headings (lib/markdown/listing-twin).
 */
export function ContentResults({ model, pageHrefOf, updating = false }: ContentResultsProps) {
  const t = useTranslations('ContentSearch');
  const tPager = useTranslations('Pager');
  const { page, totalPages } = model;
  return (
    <section
      aria-labelledby="content-results-heading"
      aria-busy={updating || undefined}
      className={`mt-10 scroll-mt-4 ${updating ? 'opacity-60' : ''}`}
      id="content-results"
      data-testid="content-results"
    >
      <h2 id="content-results-heading" className="text-xl font-bold text-ink">
        {model.texts.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{model.texts.intro}</p>
      <p className="mt-2 text-sm font-medium text-ink" data-testid="content-results-count">
        {model.texts.summary}
      </p>
      {model.texts.respelled && <p className="mt-1 text-sm text-ink">{model.texts.respelled}</p>}
      {model.texts.partial && <p className="mt-1 text-sm text-ink">{model.texts.partial}</p>}
      {model.groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`content-kind-${group.kind}`}
          className="mt-6"
          data-testid={`content-group-${group.kind}`}
        >
          <h3 id={`content-kind-${group.kind}`} className="heading-md text-ink">
            {group.heading}
          </h3>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            {group.hits.map((hit) => (
              <li key={`${hit.business.slug}/${hit.key}`}>
                <ContentHitCard hit={hit} level={4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {totalPages > 1 && (
        <nav aria-label={t('pagerLabel')} className="mt-6 text-sm">
          <p className="mb-2 text-ink-muted">{tPager('status', { page, totalPages })}</p>
          <ul className="flex flex-wrap gap-2">
            {page > 1 && (
              <li>
                <a
                  href={pageHrefOf(Math.min(page - 1, totalPages))}
                  rel="prev"
                  className="inline-block rounded border border-line-strong px-3 py-1.5 text-accent hover:bg-surface-muted"
                >
                  <span aria-hidden="true">← </span>
                  {tPager('previous')}
                </a>
              </li>
            )}
            {page < totalPages && (
              <li>
                <a
                  href={pageHrefOf(page + 1)}
                  rel="next"
                  className="inline-block rounded border border-line-strong px-3 py-1.5 text-accent hover:bg-surface-muted"
                >
                  {tPager('next')}
                  <span aria-hidden="true"> →</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </section>
  );
}

import type { BlogArticleSummary } from '@/lib/api';
import { LocaleLink } from '@/components/common/LocaleLink';
import { businessPath } from '@/lib/urls/paths';
import { ArticleDates } from './ArticleDates';

/** The business's articles, in the order given (newest first, from the reshaper). */
export function ArticleList({ slug, articles }: { slug: string; articles: BlogArticleSummary[] }) {
  return (
    <ul className="divide-y divide-line">
      {articles.map((article) => (
        <li key={article.slug} className="py-5">
          <article>
            <h2 className="heading-lg">
              <LocaleLink
                href={businessPath(slug, 'blog', article.slug)}
                className="text-accent underline-offset-2 hover:underline"
              >
                {article.title}
              </LocaleLink>
            </h2>
            <div className="mt-1">
              <ArticleDates article={article} />
            </div>
            {article.description && <p className="mt-2 text-ink">{article.description}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}

import { getTranslations } from 'next-intl/server';
import { shareCardRoute } from '@/components/share/share-card-route';
import { loadArticleModel } from '@/lib/models/article';
import { entryShareCard } from '@/lib/seo/share-card';

// Cached like the page it stands for (ISR): drawn on its first request, refreshed in the background.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const GET = shareCardRoute<{ slug: string; articleSlug: string }>(
  async ({ locale, site, texts }, { slug, articleSlug }) => {
    const model = await loadArticleModel(locale, slug, articleSlug);
    if (!model) return null;
    const t = await getTranslations({ locale, namespace: 'ShareCard' });
    const entry = { kicker: t('article'), title: model.article.title };
    return entryShareCard(entry, model.business, site, texts);
  },
);

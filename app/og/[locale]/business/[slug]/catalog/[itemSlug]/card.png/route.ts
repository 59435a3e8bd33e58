import { getTranslations } from 'next-intl/server';
import { shareCardRoute } from '@/components/share/share-card-route';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { entryShareCard } from '@/lib/seo/share-card';

// Cached like the page it stands for (ISR): drawn on its first request, refreshed in the background.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const GET = shareCardRoute<{ slug: string; itemSlug: string }>(
  async ({ locale, site, texts }, { slug, itemSlug }) => {
    const model = await loadCatalogItemModel(locale, slug, itemSlug);
    if (!model) return null;
    const t = await getTranslations({ locale, namespace: 'Catalog' });
    const entry = { kicker: t(`typeSingular.${model.item.type}`), title: model.item.label };
    return entryShareCard(entry, model.business, site, texts);
  },
);

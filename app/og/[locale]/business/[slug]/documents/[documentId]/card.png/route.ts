import { getTranslations } from 'next-intl/server';
import { shareCardRoute } from '@/components/share/share-card-route';
import { loadDocumentModel } from '@/lib/models/document';
import { entryShareCard } from '@/lib/seo/share-card';

// Cached like the page it stands for (ISR): drawn on its first request, refreshed in the background.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const GET = shareCardRoute<{ slug: string; documentId: string }>(
  async ({ locale, site, texts }, { slug, documentId }) => {
    const model = await loadDocumentModel(locale, slug, documentId);
    if (!model) return null;
    const t = await getTranslations({ locale, namespace: 'ShareCard' });
    const title = model.document.seoTitle ?? model.document.label;
    return entryShareCard({ kicker: t('document'), title }, model.business, site, texts);
  },
);

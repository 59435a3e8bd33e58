import { shareCardRoute } from '@/components/share/share-card-route';
import { loadProfileModel } from '@/lib/models/profile';
import { businessShareCard } from '@/lib/seo/share-card';

// Cached like the page it stands for (ISR): drawn on its first request, refreshed in the background.
export const dynamic = 'force-static';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const GET = shareCardRoute<{ slug: string }>(async ({ locale, site, texts }, { slug }) => {
  const model = await loadProfileModel(locale, slug);
  return model && businessShareCard(model.business, model.reviews, site, texts);
});

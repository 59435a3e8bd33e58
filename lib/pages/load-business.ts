import 'server-only';
import { notFound } from 'next/navigation';
import { type Business, getBusiness, type Locale } from '@/lib/api';
import { requireLocale, requireSegment } from './route-params';

/** The locale and business of a /business/{slug}/… route, or the 404 page. */
export async function loadBusinessRoute(
  params: Promise<{ locale: string; slug: string }>,
): Promise<{ locale: Locale; business: Business }> {
  const locale = await requireLocale(params);
  const slug = requireSegment((await params).slug);
  const business = await getBusiness(slug, locale);
  if (!business) notFound();
  return { locale, business };
}

import 'server-only';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireLocale, requireSegment } from '@/lib/security/route-params';

/**
 * A page route's model, or its 404: the locale and every segment are checked first (one that
 * cannot name a resource costs no upstream call), then the page type's loader runs.
 */
export async function requireModel<P extends Record<string, string>, M>(
  params: Promise<P & { locale: string }>,
  load: (locale: Locale, segments: P) => Promise<M | null>,
): Promise<M> {
  const locale = await requireLocale(params);
  const raw = await params;
  const segments = Object.fromEntries(
    Object.entries(raw)
      .filter(([name]) => name !== 'locale')
      .map(([name, value]) => [name, requireSegment(value)]),
  ) as P;
  const model = await load(locale, segments);
  if (model === null) notFound();
  return model;
}

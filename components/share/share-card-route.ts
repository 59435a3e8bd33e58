import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/config/site-config';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { routeSegment } from '@/lib/security/route-segment';
import type { ShareCard, ShareCardTexts } from '@/lib/seo/share-card';
import { shareCardResponse } from './share-card-response';

/*
 * The one shape of a share card's route handler (app/og/[locale]/…/card.png/route.ts): the
 * locale and every dynamic segment are checked (one that cannot name a resource is a 404 and
 * costs no upstream call), the page type's function works the card out from the page's model
 * (null: 404), and the card is drawn. A failing API is not caught: its 500 becomes the site's
 * 503 with Retry-After, and a cached card keeps its last good version.
 */

type Segments = Record<string, string>;

export interface ShareCardContext {
  locale: Locale;
  site: { siteName: string; siteUrl: string };
  texts: ShareCardTexts;
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

async function cardContext(locale: Locale): Promise<ShareCardContext> {
  const { directoryName, siteUrl } = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'ShareCard' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    locale,
    site: { siteName: directoryName, siteUrl },
    texts: {
      verified: t('verified'),
      rating: (average, count) => t('rating', { average: number.format(average), count }),
    },
  };
}

export function shareCardRoute<S extends Segments = Record<never, string>>(
  cardOf: (context: ShareCardContext, segments: S) => Promise<ShareCard | null>,
) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<S & { locale: string }> },
  ): Promise<Response> {
    const raw = await params;
    if (!isLocale(raw.locale)) return notFound();
    const segments: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (name === 'locale') continue;
      const segment = routeSegment(value);
      if (segment === null) return notFound();
      segments[name] = segment;
    }
    const card = await cardOf(await cardContext(raw.locale), segments as S);
    return card === null ? notFound() : shareCardResponse(card);
  };
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/common/EmptyState';
import { Pager } from '@/components/common/Pager';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { WhatsOnDays } from '@/components/whats-on/WhatsOnDays';
import { WhatsOnFilterForm } from '@/components/whats-on/WhatsOnFilterForm';
import { loadWhatsOnRoute } from '@/lib/models/whats-on-route';
import { listingQuery, type ListingRouteProps } from '@/lib/pages/paged-route';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { whatsOnItemListJsonLd } from '@/lib/seo/whats-on-json-ld';
import { requireLocale } from '@/lib/security/route-params';
import { absoluteUrl, localizedPath } from '@/lib/urls/paths';

export type WhatsOnProps = ListingRouteProps<{ locale: string }>;

/*
 * What's on: the directory's upcoming events, by day, from the content index. Two routes render
 * it: app/[locale]/events/page/[n] (the unfiltered list, paged by path) and
 * app/[locale]/events (filtered views, `?city=…&category=…`). Both per request: the list
 * starts now, so a cached page would keep an event that has ended.
 */

async function modelOf(props: WhatsOnProps) {
  const locale = await requireLocale(props.params);
  const model = await loadWhatsOnRoute(locale, await listingQuery(props));
  if (!model) notFound();
  return model;
}

export async function whatsOnMetadata(props: WhatsOnProps): Promise<Metadata> {
  const { frame, texts, filtered, viewTwinUrl } = await modelOf(props);
  const metadata = framedMetadata(frame, {
    title: texts.title,
    description: texts.description,
    // Filtered views are for people, not for the index.
    noindex: filtered,
  });
  return {
    ...metadata,
    title: { absolute: texts.title },
    alternates: { ...metadata.alternates, types: { 'text/markdown': viewTwinUrl } },
  };
}

export async function WhatsOnPage(props: WhatsOnProps) {
  const model = await modelOf(props);
  const { frame, texts, crumbs } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('WhatsOn');
  return (
    <>
      <JsonLd data={whatsOnItemListJsonLd(model)} />
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb) => ({
            name: crumb.label,
            url: absoluteUrl(frame.siteUrl, localizedPath(frame.locale, crumb.path)),
          })),
        )}
      />
      <Breadcrumbs
        items={crumbs.map((crumb, index) =>
          index === crumbs.length - 1
            ? { label: crumb.label }
            : { label: crumb.label, href: crumb.path },
        )}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{texts.heading}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted sm:mt-2">{texts.intro}</p>
      <WhatsOnFilterForm locale={frame.locale} filters={model.filters} facets={model.facets} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-ink" role="status" data-testid="whats-on-count">
          {texts.summary}
        </p>
        {model.total > 0 && (
          <a
            href={model.calendarHref}
            className="text-sm text-accent underline"
            type="text/calendar"
          >
            {t('calendar')}
          </a>
        )}
      </div>
      {texts.empty !== null && (
        <div className="mt-4">
          <EmptyState message={texts.empty}>
            <ul className="flex flex-col gap-1">
              {model.filtered && (
                <li>
                  <a
                    href={localizedPath(frame.locale, model.basePath)}
                    className="text-accent underline"
                  >
                    {t('showAll')}
                  </a>
                </li>
              )}
              <li>
                <a href={localizedPath(frame.locale, '/')} className="text-accent underline">
                  {t('searchHint')}
                </a>
              </li>
            </ul>
          </EmptyState>
        </div>
      )}
      <WhatsOnDays days={model.days} />
      <Pager
        basePath={model.basePath}
        page={model.page}
        totalPages={model.totalPages}
        extraQuery={model.extraQuery}
        label={t('pagerLabel')}
      />
    </>
  );
}

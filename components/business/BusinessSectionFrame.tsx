import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/layout/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { type Business, getSectionCounts, type Locale, type SectionCounts } from '@/lib/api';
import { getSiteConfig } from '@/lib/config/site-config';
import type { PageFrame } from '@/lib/models/frame';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { absoluteUrl, businessPath, localizedPath, type BusinessSection } from '@/lib/urls/paths';
import { BusinessHeader } from './BusinessHeader';
import { CiteBlock } from './CiteBlock';
import { SectionMenu } from './SectionMenu';

interface BusinessSectionFrameProps {
  business: Business;
  locale: Locale;
  /** The page's frame: its canonical URL and twin for the citation block. */
  frame: PageFrame;
  section: BusinessSection;
  /** The page's h1. */
  title: string;
  /** Crumbs after the section's own (an article, an item, a document), without hrefs for the last. */
  trailingCrumbs?: { label: string; path?: string }[];
  /** The sections' counts, when the page's model has them already. */
  counts?: SectionCounts;
  children: ReactNode;
}

/**
 * What every section page of a business shares: breadcrumbs (visible and BreadcrumbList
 * JSON-LD), the business header, the section menu with counts, the page's h1, and the
 * citation block.
 */
export async function BusinessSectionFrame({
  business,
  locale,
  frame,
  section,
  title,
  trailingCrumbs = [],
  counts: modelCounts,
  children,
}: BusinessSectionFrameProps) {
  const config = getSiteConfig();
  const t = await getTranslations('Business');
  const tSite = await getTranslations('Site');
  const counts = modelCounts ?? (await getSectionCounts(business.slug, locale));
  const url = (path: string) => absoluteUrl(config.siteUrl, localizedPath(locale, path));
  const sectionPath = businessPath(business.slug, section);
  const crumbs: { label: string; path: string }[] = [
    { label: tSite('directory'), path: '/' },
    { label: business.name, path: businessPath(business.slug) },
    { label: t(section), path: sectionPath },
    ...trailingCrumbs.map((crumb) => ({ label: crumb.label, path: crumb.path ?? '' })),
  ];
  const visible: BreadcrumbItem[] = crumbs.map((crumb, index) =>
    index === crumbs.length - 1 ? { label: crumb.label } : { label: crumb.label, href: crumb.path },
  );
  const lastPath = crumbs[crumbs.length - 1]?.path || sectionPath;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb, index) => ({
            name: crumb.label,
            url: url(index === crumbs.length - 1 ? lastPath : crumb.path),
          })),
        )}
      />
      <Breadcrumbs items={visible} />
      <BusinessHeader business={business} isProfile={false} />
      <SectionMenu slug={business.slug} current={section} counts={counts} className="mt-6" />
      <h1 className="mt-8 text-3xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
      <CiteBlock frame={frame} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSiteConfig } from '@/lib/config/site-config';
import { locales } from '@/lib/i18n/routing';
import { requireLocale } from '@/lib/security/route-params';
import { attributionLine } from '@/lib/urls/attribution';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LICENSE_URL } from '@/lib/urls/paths';

interface AboutPageProps {
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const locale = await requireLocale(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  const config = getSiteConfig();
  return pageMetadata({
    locale,
    path: '/about',
    title: t('title'),
    description: t('metaDescription', { directoryName: config.directoryName }),
    siteUrl: config.siteUrl,
    siteName: config.directoryName,
  });
}

export default async function AboutPage({ params }: AboutPageProps) {
  const locale = await requireLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('About');
  const config = getSiteConfig();
  const prefix = locale === 'fr' ? '/fr' : '';
  const exampleSlug = 'example-business';
  const companions = [
    { href: `${prefix}/llms.txt`, name: 'llms.txt', description: t('llmsTxtDescription') },
    {
      href: `${prefix}/ai-content.txt`,
      name: 'ai-content.txt',
      description: t('aiContentDescription'),
    },
    { href: '/sitemap.xml', name: 'sitemap.xml', description: t('sitemapDescription') },
    {
      href: '/api/companies.json',
      name: 'api/companies.json',
      description: t('companiesDescription'),
    },
    { href: '/api/openapi.json', name: 'api/openapi.json', description: t('openApiDescription') },
  ];
  return (
    <article className="prose prose-slate max-w-3xl prose-a:text-blue-800">
      <h1>{t('title')}</h1>
      <p>{t('intro', { directoryName: config.directoryName })}</p>
      <h2>{t('licenseHeading')}</h2>
      <p>
        {t('licenseText')}{' '}
        <a href={LICENSE_URL} rel="license">
          {LICENSE_URL}
        </a>
      </p>
      <h2>{t('citeHeading')}</h2>
      <p>{t('citeText')}</p>
      <pre lang="en">
        <code>{'Source: <directory_name> — {site_url}/business/{slug}'}</code>
      </pre>
      <p>{t('citeExample')}</p>
      <pre lang="en">
        <code>{attributionLine(config.directoryName, config.siteUrl, exampleSlug)}</code>
      </pre>
      <p>{t('canonicalText', { pattern: `${config.siteUrl}/business/{slug}` })}</p>
      <h2>{t('machinesHeading')}</h2>
      <p>{t('machinesText')}</p>
      <ul>
        {companions.map((file) => (
          <li key={file.href}>
            <a href={file.href}>{file.name}</a>: {file.description}
          </li>
        ))}
      </ul>
    </article>
  );
}

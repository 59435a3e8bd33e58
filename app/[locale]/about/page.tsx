import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locales } from '@/lib/i18n/routing';
import { aboutModel } from '@/lib/models/about';
import { requireLocale } from '@/lib/security/route-params';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { datasetJsonLd } from '@/lib/seo/dataset-json-ld';
import { directoryOrganizationJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld';

interface AboutPageProps {
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const { frame } = aboutModel(await requireLocale(params));
  const t = await getTranslations({ locale: frame.locale, namespace: 'About' });
  return framedMetadata(frame, {
    title: t('title'),
    description: t('metaDescription', { directoryName: frame.siteName }),
  });
}

export default async function AboutPage({ params }: AboutPageProps) {
  const model = aboutModel(await requireLocale(params));
  const { frame } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('About');
  return (
    <article className="prose prose-slate max-w-3xl prose-a:text-accent dark:prose-invert">
      <JsonLd data={directoryOrganizationJsonLd(frame)} />
      <JsonLd data={webSiteJsonLd(frame)} />
      <JsonLd data={datasetJsonLd(model)} />
      <h1>{t('title')}</h1>
      <p>{t('intro', { directoryName: frame.siteName })}</p>
      <h2>{t('licenseHeading')}</h2>
      <p>
        {t('licenseText')}{' '}
        <a href={frame.license.url} rel="license">
          {frame.license.url}
        </a>
      </p>
      <h2>{t('citeHeading')}</h2>
      <p>{t('citeText')}</p>
      <pre lang="en">
        <code>{model.attributionFormat}</code>
      </pre>
      <p>{t('citeExample')}</p>
      <pre lang="en">
        <code>{model.attributionExample}</code>
      </pre>
      <p>{t('canonicalText', { pattern: model.canonicalPattern })}</p>
      <h2>{t('machinesHeading')}</h2>
      <p>{t('machinesText')}</p>
      <ul>
        {model.companionFiles.map((file) => (
          <li key={file.path}>
            <a href={file.path}>{file.name}</a>: {file.description}
          </li>
        ))}
      </ul>
      <p>{t('datasetLine', { name: model.dataset.name })}</p>
      <h2 id="ai-assistants">{t('assistantsHeading')}</h2>
      <p>{t('assistantsText')}</p>
      <pre lang="en">
        <code data-testid="mcp-endpoint">{model.assistants.endpoint}</code>
      </pre>
      <ul>
        <li>{t('assistantsClaude')}</li>
        <li>{t('assistantsChatGpt')}</li>
        <li>{t('assistantsGemini')}</li>
      </ul>
      <pre lang="en">
        <code>{model.assistants.geminiCommand}</code>
      </pre>
      <p>{t('assistantsEditors')}</p>
      <pre lang="en">
        <code>{model.assistants.cursorJson}</code>
      </pre>
      <pre lang="en">
        <code>{model.assistants.vscodeJson}</code>
      </pre>
      <p>{t('assistantsLimits')}</p>
    </article>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApiEndpointList } from '@/components/developers/ApiEndpointList';
import { CompanionFileList } from '@/components/developers/CompanionFileList';
import { McpToolList } from '@/components/developers/McpToolList';
import { CitationFormat } from '@/components/about/CitationFormat';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadDevelopersModel } from '@/lib/routes/developers-page';
import { locales } from '@/lib/i18n/routing';
import { requireLocale } from '@/lib/security/route-params';
import { datasetJsonLd } from '@/lib/seo/dataset-json-ld';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { directoryOrganizationJsonLd } from '@/lib/seo/site-json-ld';

interface DevelopersPageProps {
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: DevelopersPageProps): Promise<Metadata> {
  const { frame } = await loadDevelopersModel(await requireLocale(params));
  const t = await getTranslations({ locale: frame.locale, namespace: 'Developers' });
  return framedMetadata(frame, {
    title: t('title'),
    description: t('metaDescription', { directoryName: frame.siteName }),
  });
}

/** For developers and AI: the files, the open data (the Dataset), the APIs, the MCP server. */
export default async function DevelopersPage({ params }: DevelopersPageProps) {
  const model = await loadDevelopersModel(await requireLocale(params));
  const { frame, mcp, limits } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('Developers');
  const tAbout = await getTranslations('About');
  return (
    <article className="prose prose-slate max-w-3xl prose-a:text-accent dark:prose-invert prose-code:before:content-none prose-code:after:content-none">
      <JsonLd data={directoryOrganizationJsonLd(frame)} />
      <JsonLd data={datasetJsonLd(model)} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <h2 id="files">{t('filesHeading')}</h2>
      <p>{t('filesText')}</p>
      <CompanionFileList files={model.files} />
      <h2 id="open-data">{t('openDataHeading')}</h2>
      <p>{t('openDataText')}</p>
      <CompanionFileList files={model.openData} />
      <p>{t('sinceText', { example: model.sinceExample })}</p>
      <p>{t('datasetLine', { name: model.dataset.name })}</p>
      <h2 id="api">{t('apiHeading')}</h2>
      <p>{t('apiText')}</p>
      <CompanionFileList files={model.apiDocuments} />
      <p>{t('endpointsText')}</p>
      <ApiEndpointList endpoints={model.endpoints} locale={frame.locale} />
      <h2 id="mcp">{t('mcpHeading')}</h2>
      <p>{t('mcpText')}</p>
      <pre lang="en">
        <code data-testid="mcp-endpoint">{mcp.endpoint}</code>
      </pre>
      <ul>
        <li>{t('mcpClaude')}</li>
        <li>{t('mcpChatGpt')}</li>
        <li>{t('mcpGemini')}</li>
      </ul>
      <pre lang="en">
        <code>{mcp.geminiCommand}</code>
      </pre>
      <p>{t('mcpEditors')}</p>
      <pre lang="en">
        <code>{mcp.cursorJson}</code>
      </pre>
      <pre lang="en">
        <code>{mcp.vscodeJson}</code>
      </pre>
      <p>
        {t('serverCardText')} <a href={mcp.serverCard.path}>{mcp.serverCard.name}</a>
      </p>
      <h3 id="tools">{t('toolsHeading')}</h3>
      <p>{t('toolsText')}</p>
      <McpToolList
        tools={mcp.tools}
        locale={frame.locale}
        inputsLabel={(inputs) => t('toolInputs', { inputs })}
      />
      <h2 id="limits">{t('limitsHeading')}</h2>
      <p>{t('limitsMcp', { burst: limits.burst, perMinute: limits.perMinute })}</p>
      <p>{t('limitsFiles')}</p>
      <h2 id="license">{t('licenseHeading')}</h2>
      <p>{t('licenseText')}</p>
      <CitationFormat
        texts={{
          format: model.attributionFormat,
          exampleIntro: t('citeExample'),
          example: model.attributionExample,
          canonical: t('canonicalText', { pattern: model.canonicalPattern }),
        }}
      />
      <p>
        {tAbout('licenseLink')}{' '}
        <a href={frame.license.url} rel="license">
          {frame.license.url}
        </a>
      </p>
      <p>
        {t('aboutLead')} <a href={model.aboutPath}>{tAbout('title')}</a>
      </p>
    </article>
  );
}

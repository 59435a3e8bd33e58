import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locales } from '@/lib/i18n/routing';
import { aboutModel } from '@/lib/models/about';
import { requireLocale } from '@/lib/security/route-params';
import { framedMetadata } from '@/lib/seo/page-metadata';
import { CorrectionsContact } from '@/components/about/CorrectionsContact';
import { OperatorNote } from '@/components/about/OperatorNote';
import { CitationFormat } from '@/components/about/CitationFormat';
import { JsonLd } from '@/components/seo/JsonLd';
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

/** The About page, for people; what programs read is on the developers page. */
export default async function AboutPage({ params }: AboutPageProps) {
  const model = aboutModel(await requireLocale(params));
  const { frame, operator, corrections } = model;
  setRequestLocale(frame.locale);
  const t = await getTranslations('About');
  const tDevelopers = await getTranslations('Developers');
  const directoryName = frame.siteName;
  return (
    <article className="prose prose-slate max-w-3xl prose-a:text-accent dark:prose-invert">
      <JsonLd data={directoryOrganizationJsonLd(frame)} />
      <JsonLd data={webSiteJsonLd(frame)} />
      <h1>{t('title')}</h1>
      <p>{t('intro', { directoryName })}</p>
      <h2 id="operator">{t('operatorHeading')}</h2>
      <OperatorNote
        operator={operator}
        texts={{
          named: operator ? t('operatorNamed', { directoryName, name: operator.name }) : '',
          unnamed: t('operatorUnnamed', { directoryName }),
          website: t('operatorWebsite'),
        }}
      />
      <p>{t('sourceText')}</p>
      <h2 id="verified">{t('verifiedHeading')}</h2>
      <p>{t('verifiedText')}</p>
      <p>{t('verifiedUnmarked')}</p>
      <h2 id="reviews">{t('reviewsHeading')}</h2>
      <p>{t('reviewsText')}</p>
      <p>{t('reviewsSummary')}</p>
      <h2 id="corrections">{t('correctionsHeading')}</h2>
      <CorrectionsContact
        corrections={corrections}
        texts={{ contact: t('correctionsContact'), noContact: t('correctionsNoContact') }}
      />
      <p>{t('correctionsBusiness')}</p>
      <h2 id="license">{t('licenseHeading')}</h2>
      <p>{t('licenseText')}</p>
      <p>
        {t('licenseLink')}{' '}
        <a href={frame.license.url} rel="license">
          {frame.license.url}
        </a>
      </p>
      <h2 id="cite">{t('citeHeading')}</h2>
      <p>{t('citeText')}</p>
      <CitationFormat
        texts={{
          format: model.attributionFormat,
          exampleIntro: t('citeExample'),
          example: model.attributionExample,
          canonical: t('canonicalText', { pattern: model.canonicalPattern }),
        }}
      />
      <p>
        {t('developersLead')} <a href={model.developersPath}>{tDevelopers('title')}</a>
      </p>
    </article>
  );
}

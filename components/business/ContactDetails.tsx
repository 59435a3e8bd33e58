import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { type Business, telUri } from '@/lib/api';

function hostOf(url: string): string {
  const { hostname, pathname } = new URL(url);
  return pathname === '/' ? hostname : `${hostname}${pathname}`;
}

/**
 * Contact links: the reshaper already keeps websites to http(s), e-mails and phones
 * well-formed. Each shows its address (the e-mail and the phone in full), so a printed copy is
 * usable.
 */
export async function ContactDetails({ business }: { business: Business }) {
  const t = await getTranslations('Business');
  const rows: { label: string; value: React.ReactNode }[] = [];
  if (business.websiteUrl) {
    rows.push({
      label: t('website'),
      value: (
        // The text is the host alone; on paper the whole address follows it (globals.css).
        <a href={business.websiteUrl} rel="noopener" data-print-url="" className="break-all link">
          {hostOf(business.websiteUrl)}
        </a>
      ),
    });
  }
  if (business.email) {
    rows.push({
      label: t('email'),
      value: (
        <a href={`mailto:${business.email}`} className="break-all link">
          {business.email}
        </a>
      ),
    });
  }
  if (business.phone) {
    rows.push({
      label: t('phone'),
      value: (
        <a href={telUri(business.phone)} className="link">
          {business.phone}
        </a>
      ),
    });
  }
  if (business.legalName) rows.push({ label: t('legalName'), value: business.legalName });
  if (business.primaryLanguage) {
    rows.push({ label: t('primaryLanguage'), value: business.primaryLanguage.toUpperCase() });
  }
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="heading-md">
        {t('contact')}
      </h2>
      <dl className="mt-2 contact-list">
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

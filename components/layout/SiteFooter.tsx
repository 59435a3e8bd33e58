import { getLocale, getTranslations } from 'next-intl/server';
import { LICENSE_URL } from '@/lib/urls/paths';

export async function SiteFooter() {
  const t = await getTranslations('Site');
  const locale = await getLocale();
  const prefix = locale === 'fr' ? '/fr' : '';
  // The page that explains them all first; companion files are route handlers, not pages:
  // plain anchors, no client-side navigation.
  const companions = [
    { href: `${prefix}/developers`, label: t('developers'), testId: 'footer-developers' },
    { href: `${prefix}/llms.txt`, label: t('llmsTxt') },
    { href: '/sitemap.xml', label: t('sitemap') },
    { href: '/api/companies.json', label: t('openData') },
    { href: '/api/openapi.json', label: t('openApi') },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer-row">
        <p>
          {t.rich('footerLicense', {
            license: (chunks) => (
              <a href={LICENSE_URL} rel="license" className="link">
                {chunks}
              </a>
            ),
          })}
        </p>
        <nav aria-label={t('footerCompanions')}>
          <ul className="flex flex-wrap gap-4">
            {companions.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="link"
                  // Left out where there is none, rather than an undefined value the RSC payload
                  // carries.
                  {...(item.testId && { 'data-testid': item.testId })}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

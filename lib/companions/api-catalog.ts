import { absoluteUrl, LICENSE_URL } from '@/lib/urls/paths';
import { COMPANION_PATHS } from '@/lib/urls/companion-files';

/**
 * The RFC 9727 API catalog, an RFC 9264 linkset: the catalog lists the Directory API as an
 * `item`, and the API's own link context gives its OpenAPI description (service-desc, RFC
 * 8631), its documentation in both languages (service-doc) and the license of its data.
 */
export function buildApiCatalog(siteUrl: string, apiBaseUrl: string) {
  return {
    linkset: [
      {
        anchor: absoluteUrl(siteUrl, COMPANION_PATHS.apiCatalog),
        item: [{ href: apiBaseUrl }],
      },
      {
        anchor: apiBaseUrl,
        'service-desc': [
          {
            href: absoluteUrl(siteUrl, COMPANION_PATHS.openApi),
            type: 'application/vnd.oai.openapi+json;version=3.1',
          },
        ],
        'service-doc': [
          { href: absoluteUrl(siteUrl, '/about'), type: 'text/html', hreflang: 'en' },
          { href: absoluteUrl(siteUrl, '/fr/about'), type: 'text/html', hreflang: 'fr' },
        ],
        license: [{ href: LICENSE_URL }],
      },
    ],
  };
}

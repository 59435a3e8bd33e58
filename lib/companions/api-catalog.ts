import { locales } from '@/lib/i18n/routing';
import { absoluteUrl, LICENSE_URL, localizedPath } from '@/lib/urls/paths';
import { COMPANION_PATHS } from '@/lib/urls/companion-files';

/** The developers page's section `anchor`, in both languages: the documentation of each API. */
function developersPage(siteUrl: string, anchor: string) {
  return locales.map((locale) => ({
    href: absoluteUrl(siteUrl, localizedPath(locale, `/developers${anchor}`)),
    type: 'text/html',
    hreflang: locale,
  }));
}

/**
 * The RFC 9727 API catalog, an RFC 9264 linkset: the catalog lists the Directory API and the
 * site's MCP server as `item`s; the MCP server's link context gives its server card, and the
 * API's own gives its OpenAPI description (service-desc, RFC
 * 8631), its documentation in both languages (service-doc: the developers page) and the license of its data.
 */
export function buildApiCatalog(siteUrl: string, apiBaseUrl: string) {
  return {
    linkset: [
      {
        anchor: absoluteUrl(siteUrl, COMPANION_PATHS.apiCatalog),
        item: [
          { href: apiBaseUrl },
          { href: absoluteUrl(siteUrl, '/api') },
          { href: absoluteUrl(siteUrl, COMPANION_PATHS.mcp) },
        ],
      },
      {
        anchor: apiBaseUrl,
        'service-desc': [
          {
            href: absoluteUrl(siteUrl, COMPANION_PATHS.openApi),
            type: 'application/vnd.oai.openapi+json;version=3.1',
          },
        ],
        'service-doc': developersPage(siteUrl, '#api'),
        license: [{ href: LICENSE_URL }],
      },
      {
        // The site's own JSON API, described by its own OpenAPI document.
        anchor: absoluteUrl(siteUrl, '/api'),
        'service-desc': [
          {
            href: absoluteUrl(siteUrl, COMPANION_PATHS.siteOpenApi),
            type: 'application/vnd.oai.openapi+json;version=3.1',
          },
        ],
        'service-doc': developersPage(siteUrl, '#api'),
      },
      {
        // The site's own MCP server: described by its server card, documented for developers.
        anchor: absoluteUrl(siteUrl, COMPANION_PATHS.mcp),
        'service-desc': [
          {
            href: absoluteUrl(siteUrl, COMPANION_PATHS.mcpServerCard),
            type: 'application/mcp-server-card+json',
          },
        ],
        'service-doc': developersPage(siteUrl, '#mcp'),
        license: [{ href: LICENSE_URL }],
      },
    ],
  };
}

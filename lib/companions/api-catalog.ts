import { absoluteUrl, LICENSE_URL } from '@/lib/urls/paths';
import { COMPANION_PATHS } from '@/lib/urls/companion-files';

/**
 * The RFC 9727 API catalog, an RFC 9264 linkset: the catalog lists the Directory API and the
 * site's MCP server as `item`s; the MCP server's link context gives its server card, and the
 * API's own gives its OpenAPI description (service-desc, RFC
 * 8631), its documentation in both languages (service-doc) and the license of its data.
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
        'service-doc': [
          { href: absoluteUrl(siteUrl, '/about'), type: 'text/html', hreflang: 'en' },
          { href: absoluteUrl(siteUrl, '/fr/about'), type: 'text/html', hreflang: 'fr' },
        ],
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
        'service-doc': [
          { href: absoluteUrl(siteUrl, '/about'), type: 'text/html', hreflang: 'en' },
        ],
      },
      {
        // The site's own MCP server: described by its server card, documented on About.
        anchor: absoluteUrl(siteUrl, COMPANION_PATHS.mcp),
        'service-desc': [
          {
            href: absoluteUrl(siteUrl, COMPANION_PATHS.mcpServerCard),
            type: 'application/mcp-server-card+json',
          },
        ],
        'service-doc': [
          { href: absoluteUrl(siteUrl, '/about#ai-assistants'), type: 'text/html', hreflang: 'en' },
          {
            href: absoluteUrl(siteUrl, '/fr/about#ai-assistants'),
            type: 'text/html',
            hreflang: 'fr',
          },
        ],
        license: [{ href: LICENSE_URL }],
      },
    ],
  };
}

import packageJson from '@/package.json';
import { COMPANION_PATHS } from '@/lib/urls/companion-files';
import { absoluteUrl } from '@/lib/urls/paths';

/*
 * How an agent finds the MCP server from the site's address alone: a server card (SEP-2127,
 * `io.modelcontextprotocol/server-card`) at /.well-known/mcp/server-card.json and a catalog of
 * the site's MCP servers at /.well-known/mcp/catalog.json pointing to it.
 */

const SERVER_CARD_SCHEMA =
  'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
const SERVER_CARD_TYPE = 'application/mcp-server-card+json';

/** The project's own name in the MCP registry (server.json), for a site without a domain. */
const PROJECT_SERVER_NAME = 'io.github.open-business-directory/directory';

/** Whether a URL's hostname is a domain name: not an IPv4 or IPv6 address, not a bare name. */
function isDomainName(hostname: string): boolean {
  return hostname.includes('.') && !/^[\d.]+$/.test(hostname) && !hostname.startsWith('[');
}

/**
 * The server's name in the registry's reverse-DNS form, from the site's host:
 * directory.example → example.directory/mcp. A site served from an address or a bare host name
 * (127.0.0.1, localhost) has no domain to reverse: it takes the project's registered name.
 */
export function mcpServerName(siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  if (!isDomainName(host)) return PROJECT_SERVER_NAME;
  return `${host.split('.').reverse().join('.')}/mcp`;
}

function mcpEndpointUrl(siteUrl: string): string {
  return absoluteUrl(siteUrl, COMPANION_PATHS.mcp);
}

export function serverCard(siteUrl: string, directoryName: string) {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: mcpServerName(siteUrl),
    title: directoryName,
    description: `Search ${directoryName}, a public directory of businesses in English and French, and read each business's profile, rating, FAQ, reviews, catalog, articles and documents. Read-only; open data under ODC-By-1.0.`,
    version: packageJson.version,
    // Its documentation: how to add it to an assistant, its tools and limits.
    websiteUrl: absoluteUrl(siteUrl, '/developers'),
    remotes: [{ type: 'streamable-http', url: mcpEndpointUrl(siteUrl) }],
  };
}

export function mcpCatalog(siteUrl: string) {
  return {
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:mcp:${new URL(siteUrl).hostname}:directory`,
        name: mcpServerName(siteUrl),
        type: SERVER_CARD_TYPE,
        url: absoluteUrl(siteUrl, COMPANION_PATHS.mcpServerCard),
      },
    ],
  };
}

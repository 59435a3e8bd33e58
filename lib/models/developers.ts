import { getMcpConfig } from '@/lib/config/mcp-config';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { COMPANION_PATHS, companionPath, type CompanionFile } from '@/lib/urls/companion-files';
import { absoluteUrl, localizedPath } from '@/lib/urls/paths';
import { citationTexts, DEVELOPERS_PAGE_PATH } from './about';
import { pageFrame, type PageFrame } from './frame';

/** One tool of the MCP server, as its own tools/list describes it. */
export interface McpToolSummary {
  name: string;
  title: string;
  description: string;
  /** The names of its arguments, in the order of its input schema. */
  inputs: string[];
}

/** One operation of the site's JSON API, as its OpenAPI document describes it. */
export interface ApiEndpointSummary {
  method: string;
  path: string;
  summary: string;
}

/** What the agent interface says of itself, read from the server and the OpenAPI document. */
export interface AgentInterface {
  tools: McpToolSummary[];
  endpoints: ApiEndpointSummary[];
}

export interface CompanionFileEntry {
  /** The file's name as readers see it (`llms.txt`, `api/companies.json`). */
  name: string;
  /** Its path as served to this page's language, and its absolute URL. */
  path: string;
  url: string;
  description: string;
}

/**
 * The page for developers and AI: the files for crawlers and language models, the open data
 * (one schema.org Dataset, described where it is downloaded), the two OpenAPI documents and the
 * site's JSON API, the MCP server (how to add it, its server card, its tools), the rate limits,
 * and the license with the attribution format. The HTML page, its twin and the Dataset JSON-LD
 * render from it; the tools and endpoints come from the server and the OpenAPI document
 * themselves (lib/routes/developers-page.ts), never from a copy.
 */
export interface DevelopersModel {
  frame: PageFrame;
  files: CompanionFileEntry[];
  openData: CompanionFileEntry[];
  /** The open data's `?since=` parameter, on an example. */
  sinceExample: string;
  /** The open data as one dataset: its name and description, in the page's language. */
  dataset: { name: string; description: string };
  apiDocuments: CompanionFileEntry[];
  endpoints: ApiEndpointSummary[];
  mcp: {
    endpoint: string;
    serverCard: CompanionFileEntry;
    geminiCommand: string;
    cursorJson: string;
    vscodeJson: string;
    tools: McpToolSummary[];
  };
  /** The MCP endpoint's limits per client address (MCP_RATE_BURST, MCP_RATE_PER_MINUTE). */
  limits: { burst: number; perMinute: number };
  attributionFormat: string;
  attributionExample: string;
  canonicalPattern: string;
  /** The About page in this page's language. */
  aboutPath: string;
}

const FILE_DESCRIPTIONS = {
  llmsTxt: 'Developers.llmsTxtDescription',
  aiContent: 'Developers.aiContentDescription',
  sitemap: 'Developers.sitemapDescription',
  companies: 'Developers.companiesDescription',
  companiesNdjson: 'Developers.companiesNdjsonDescription',
  openApi: 'Developers.openApiDescription',
  siteOpenApi: 'Developers.siteOpenApiDescription',
  mcpServerCard: 'Developers.serverCardText',
} as const satisfies Partial<Record<CompanionFile, string>>;

/** The file `file` for a reader of `locale`: its name without a language prefix, its URLs. */
function fileEntry(
  file: keyof typeof FILE_DESCRIPTIONS,
  locale: Locale,
  siteUrl: string,
): CompanionFileEntry {
  const path = companionPath(file, locale);
  return {
    name: path.replace(/^\/(?:fr\/)?/, ''),
    path,
    url: absoluteUrl(siteUrl, path),
    description: siteTranslator(locale)(FILE_DESCRIPTIONS[file]),
  };
}

/** How to add the MCP server to an assistant: the snippets to paste. */
function assistantSnippets(endpoint: string) {
  return {
    geminiCommand: `gemini mcp add --transport http directory ${endpoint}`,
    cursorJson: JSON.stringify({ mcpServers: { directory: { url: endpoint } } }, null, 2),
    vscodeJson: JSON.stringify(
      { servers: { directory: { type: 'http', url: endpoint } } },
      null,
      2,
    ),
  };
}

export function developersModel(locale: Locale, agent: AgentInterface): DevelopersModel {
  const { siteUrl, directoryName } = getSiteConfig();
  const { rateBurst, ratePerMinute } = getMcpConfig();
  const t = siteTranslator(locale);
  const entry = (file: keyof typeof FILE_DESCRIPTIONS) => fileEntry(file, locale, siteUrl);
  const endpoint = absoluteUrl(siteUrl, COMPANION_PATHS.mcp);
  return {
    frame: pageFrame(locale, DEVELOPERS_PAGE_PATH),
    files: [entry('llmsTxt'), entry('aiContent'), entry('sitemap')],
    openData: [entry('companies'), entry('companiesNdjson')],
    sinceExample: `${COMPANION_PATHS.companies}?since=2026-01-31`,
    dataset: {
      name: t('Developers.datasetName', { directoryName }),
      description: t('Developers.datasetDescription', { directoryName }),
    },
    apiDocuments: [entry('openApi'), entry('siteOpenApi')],
    endpoints: agent.endpoints,
    mcp: {
      endpoint,
      serverCard: entry('mcpServerCard'),
      ...assistantSnippets(endpoint),
      tools: agent.tools,
    },
    limits: { burst: rateBurst, perMinute: ratePerMinute },
    ...citationTexts(siteUrl, directoryName),
    aboutPath: localizedPath(locale, '/about'),
  };
}

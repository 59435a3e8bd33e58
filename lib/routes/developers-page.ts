import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { renderDevelopersTwin } from '@/lib/markdown/developers-twin';
import { developersModel, type DevelopersModel } from '@/lib/models/developers';
import { markdownContext } from '@/lib/companions/directory-source';
import { mcpToolSummaries } from '@/lib/mcp/tool-list';
import { siteApiEndpoints } from './site-api-endpoints';

/*
 * The developers page's model with what the agent interface says of itself: the MCP server's
 * tools as its tools/list gives them and the JSON API's operations as its OpenAPI document
 * lists them. It sits in lib/routes, above both lib/mcp and the companion files the MCP tools
 * read, so that asking for the tool list makes no folder cycle.
 */

export async function loadDevelopersModel(locale: Locale): Promise<DevelopersModel> {
  const { siteUrl, directoryName } = getSiteConfig();
  return developersModel(locale, {
    tools: await mcpToolSummaries(),
    endpoints: siteApiEndpoints(siteUrl, directoryName),
  });
}

export async function developersTwin(locale: Locale): Promise<string> {
  return renderDevelopersTwin(await loadDevelopersModel(locale), markdownContext(locale));
}

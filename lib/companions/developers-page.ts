import 'server-only';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { renderDevelopersTwin } from '@/lib/markdown/developers-twin';
import { developersModel, type DevelopersModel } from '@/lib/models/developers';
import { mcpToolSummaries } from '@/lib/mcp/tool-list';
import { siteApiEndpoints } from '@/lib/routes/site-api-endpoints';
import { markdownContext } from './directory-source';

/*
 * The developers page's model with what the agent interface says of itself: the MCP server's
 * tools as its tools/list gives them and the JSON API's operations as its OpenAPI document
 * lists them. Apart from twin-pages.ts, which the MCP tools import, so that reading the tool
 * list makes no import cycle.
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

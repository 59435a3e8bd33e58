import 'server-only';
import packageJson from '@/package.json';
import { liveContentModels } from './content-index';
import type { ContentModels } from './content-source';
import { registerResources } from './resources';
import { registerBusinessTools } from './tools/businesses';
import { registerCatalogTools } from './tools/catalog';
import { registerContentTools } from './tools/content';
import { registerDocumentTools } from './tools/documents';
import { registerSearchFetchTools } from './tools/search-fetch';
import { registerSectionTools } from './tools/sections';
import { registerVocabularyTools } from './tools/vocabulary';
import { installProtocolAnswers } from './protocol-answers';
import { DirectoryMcpServer } from './directory-mcp-server';

/*
 * The agent interface: a fourth rendering of the page models (lib/models), beside the HTML,
 * the twins and the JSON-LD. Every tool is read-only, reads through the same cached loaders
 * as the pages (a warm call makes no upstream call) and names what it read by its canonical
 * URL, license and attribution line.
 */

const MCP_INSTRUCTIONS =
  'A public directory of businesses in English and French (open data, ODC-By-1.0). Find businesses with search_businesses (category and city slugs from list_categories and list_cities), then read one with get_business and its sections with the other tools; find what they offer (items, events, FAQ answers, articles, documents) with search_content, and upcoming events with list_events. The search tools take region (CA-QC) and near (a city or latitude,longitude, with radius_km), nearest first, distances between city centres. Quote the attribution line of each result with any data you use from it.';

/** A new server for one request: the transport is stateless, nothing is shared between calls. */
export function createDirectoryMcpServer(
  content: ContentModels = liveContentModels,
): DirectoryMcpServer {
  const server = new DirectoryMcpServer(
    { name: 'open-business-directory', version: packageJson.version },
    { instructions: MCP_INSTRUCTIONS },
  );
  registerBusinessTools(server);
  registerSectionTools(server);
  registerCatalogTools(server);
  registerDocumentTools(server);
  registerContentTools(server, content);
  registerSearchFetchTools(server, content);
  registerVocabularyTools(server);
  registerResources(server);
  installProtocolAnswers(server);
  return server;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { datasetJsonLd } from '@/lib/seo/dataset-json-ld';
import { developersModel, type AgentInterface } from './developers';

const SITE = 'https://dir.example';

const AGENT: AgentInterface = {
  tools: [{ name: 'get_business', title: 'Get a business', description: 'One', inputs: ['slug'] }],
  endpoints: [{ method: 'GET', path: '/api/search', summary: 'Search the directory' }],
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('developersModel', () => {
  it('points each reader to the files of their language, named without the prefix', () => {
    vi.stubEnv('SITE_URL', SITE);
    const model = developersModel('fr', AGENT);
    expect(model.frame.canonicalUrl).toBe(`${SITE}/fr/developers`);
    expect(model.files.map((file) => [file.name, file.path])).toEqual([
      ['llms.txt', '/fr/llms.txt'],
      ['ai-content.txt', '/fr/ai-content.txt'],
      ['sitemap.xml', '/sitemap.xml'],
    ]);
    expect(model.openData.map((file) => file.url)).toEqual([
      `${SITE}/api/companies.json`,
      `${SITE}/api/companies.ndjson`,
    ]);
    expect(model.apiDocuments.map((file) => file.path)).toEqual([
      '/api/openapi.json',
      '/api/site-openapi.json',
    ]);
    expect(model.mcp.endpoint).toBe(`${SITE}/mcp`);
    expect(model.mcp.serverCard.url).toBe(`${SITE}/.well-known/mcp/server-card.json`);
    expect(JSON.parse(model.mcp.cursorJson)).toEqual({
      mcpServers: { directory: { url: `${SITE}/mcp` } },
    });
    expect(model.aboutPath).toBe('/fr/about');
    expect(model.mcp.tools).toBe(AGENT.tools);
    expect(model.endpoints).toBe(AGENT.endpoints);
  });

  it('states the MCP limits the endpoint enforces', () => {
    expect(developersModel('en', AGENT).limits).toEqual({ burst: 30, perMinute: 120 });
    vi.stubEnv('MCP_RATE_BURST', '5');
    vi.stubEnv('MCP_RATE_PER_MINUTE', '60');
    expect(developersModel('en', AGENT).limits).toEqual({ burst: 5, perMinute: 60 });
  });

  it('describes the open data as one Dataset downloadable from this page', () => {
    vi.stubEnv('SITE_URL', SITE);
    vi.stubEnv('DIRECTORY_NAME', 'Test Directory');
    const dataset = datasetJsonLd(developersModel('fr', AGENT));
    expect(dataset).toMatchObject({
      '@type': 'Dataset',
      name: 'Test Directory : entreprises',
      url: `${SITE}/fr/developers`,
      license: 'https://opendatacommons.org/licenses/by/1-0/',
      creator: { '@id': `${SITE}/#organization` },
    });
    const files = dataset.distribution as unknown as {
      contentUrl: string;
      encodingFormat: string;
    }[];
    expect(files.map((file) => [file.contentUrl, file.encodingFormat])).toEqual([
      [`${SITE}/api/companies.json`, 'application/json'],
      [`${SITE}/api/companies.ndjson`, 'application/x-ndjson'],
      [`${SITE}/fr/ai-content.txt`, 'text/plain'],
    ]);
  });
});

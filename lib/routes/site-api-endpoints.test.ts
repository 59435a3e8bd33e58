import { describe, expect, it } from 'vitest';
import { siteApiEndpoints } from './site-api-endpoints';
import { siteOpenApiDocument } from './site-openapi';

describe('siteApiEndpoints', () => {
  it('lists every operation of the OpenAPI document once, with its summary', () => {
    const endpoints = siteApiEndpoints('https://d.example', 'D');
    const paths = Object.keys(siteOpenApiDocument('https://d.example', 'D').paths);
    expect(new Set(endpoints.map((endpoint) => endpoint.path))).toEqual(new Set(paths));
    expect(endpoints).toContainEqual({
      method: 'GET',
      path: '/api/search',
      summary: 'Search the directory',
    });
    for (const endpoint of endpoints) expect(endpoint.summary, endpoint.path).not.toBe('');
  });
});

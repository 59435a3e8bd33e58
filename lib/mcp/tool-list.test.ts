import { describe, expect, it } from 'vitest';
import { mcpToolSummaries } from './tool-list';

describe('mcpToolSummaries', () => {
  it('lists the tools as an MCP client sees them, with their arguments', async () => {
    const tools = await mcpToolSummaries();
    const names = tools.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['search_businesses', 'get_business', 'fetch']));
    const getBusiness = tools.find((tool) => tool.name === 'get_business');
    expect(getBusiness?.inputs).toEqual(['slug', 'include', 'lang']);
    expect(getBusiness?.description).toMatch(/previews/);
    expect(tools.find((tool) => tool.name === 'search_businesses')?.inputs).toContain('cursor');
    for (const tool of tools) expect(tool.description, tool.name).not.toBe('');
  });

  it('asks the server once per process', async () => {
    expect(mcpToolSummaries()).toBe(mcpToolSummaries());
  });
});

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryMcpServer } from './server';

/** The protocol's answers as a client gets them, over an in-memory transport (no API needed). */
const client = new Client({ name: 'protocol-answers', version: '1.0.0' });

beforeAll(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createDirectoryMcpServer().connect(serverTransport);
  await client.connect(clientTransport);
});
afterAll(() => client.close());

describe('the protocol answers', () => {
  it('keeps tools/list within 12 KB (12,000 bytes), every input schema closed', async () => {
    const list = await client.listTools();
    expect(Buffer.byteLength(JSON.stringify(list))).toBeLessThanOrEqual(12_000);
    for (const tool of list.tools) {
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      expect(JSON.stringify(tool), tool.name).not.toContain('$schema');
    }
  });

  it('answers an unknown tool with the list of tools', async () => {
    const result = await client.callTool({ name: 'search_places', arguments: {} });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(
      /Unknown tool \\"search_places\\"\. The tools are: search_businesses, get_business.*list_cities/,
    );
  });

  it('refuses an unknown argument, naming the ones the tool takes', async () => {
    const result = await client.callTool({
      name: 'list_categories',
      arguments: { country: 'CA' },
    });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain(
      'Unknown argument \\"country\\": this tool takes region, lang.',
    );
  });

  it('answers a resource that does not exist with -32002 and its URI', async () => {
    await expect(client.readResource({ uri: 'other://nothing' })).rejects.toMatchObject({
      code: -32002,
      data: { uri: 'other://nothing' },
    });
  });
});

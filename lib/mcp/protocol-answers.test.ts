import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DirectoryMcpServer } from './directory-mcp-server';
import { installProtocolAnswers } from './protocol-answers';
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

  it('reads a resource through its template, whose own errors keep their code', async () => {
    await expect(
      client.readResource({ uri: 'directory://business/some-business/recipes' }),
    ).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining('Unknown section "recipes"'),
    });
  });
});

describe('a tool call, validated as the SDK validates it', () => {
  const strict = new Client({ name: 'tool-calls', version: '1.0.0' });

  beforeAll(async () => {
    const server = new DirectoryMcpServer({ name: 'test', version: '1.0.0' });
    const answer = (count: unknown) => ({
      structuredContent: { count },
      content: [{ type: 'text' as const, text: String(count) }],
    });
    server.registerTool(
      'count',
      {
        inputSchema: z.strictObject({ to: z.number().int().max(3) }),
        outputSchema: { count: z.number() },
      },
      async ({ to }) =>
        to === 2
          ? answer('two')
          : to === 3
            ? Promise.reject(new Error('Three is too many.'))
            : answer(to),
    );
    installProtocolAnswers(server);
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await server.connect(serverTransport);
    await strict.connect(clientTransport);
  });
  afterAll(() => strict.close());

  const text = async (args: Record<string, unknown>) => {
    const result = await strict.callTool({ name: 'count', arguments: args });
    return { isError: result.isError ?? false, text: JSON.stringify(result.content) };
  };

  it('answers with the tool’s result when arguments and answer fit their schemas', async () => {
    expect(await text({ to: 1 })).toEqual({ isError: false, text: expect.stringContaining('"1"') });
  });

  it('refuses arguments outside the input schema, naming the field', async () => {
    expect(await text({ to: 9 })).toEqual({
      isError: true,
      text: expect.stringMatching(/Invalid arguments for tool count: .* at to/),
    });
  });

  it('refuses an answer outside the output schema instead of sending it', async () => {
    expect(await text({ to: 2 })).toEqual({
      isError: true,
      text: expect.stringMatching(/Invalid structured content for tool count: .* at count/),
    });
  });

  it('turns a tool that throws into an error result', async () => {
    expect(await text({ to: 3 })).toEqual({
      isError: true,
      text: expect.stringContaining('Three is too many.'),
    });
  });
});

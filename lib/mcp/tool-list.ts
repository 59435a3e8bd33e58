import 'server-only';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpToolSummary } from '@/lib/models/developers';
import packageJson from '@/package.json';
import { createDirectoryMcpServer } from './server';

/**
 * The server's tools as an MCP client sees them: a client asks a fresh server for tools/list
 * over an in-memory transport, so the developers page lists exactly what the registry
 * registers (names, titles, descriptions, arguments) and can never drift from it. The list
 * depends only on the code, so it is asked once per process.
 */
async function askToolList(): Promise<McpToolSummary[]> {
  const server = createDirectoryMcpServer();
  const client = new Client({ name: 'tool-list', version: packageJson.version });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  try {
    const { tools } = await client.listTools();
    return tools.map((tool) => ({
      name: tool.name,
      title: tool.title ?? tool.annotations?.title ?? tool.name,
      description: tool.description ?? '',
      inputs: Object.keys(tool.inputSchema.properties ?? {}),
    }));
  } finally {
    await client.close();
    await server.close();
  }
}

let toolList: Promise<McpToolSummary[]> | null = null;

export function mcpToolSummaries(): Promise<McpToolSummary[]> {
  toolList ??= askToolList().catch((error: unknown) => {
    toolList = null;
    throw error;
  });
  return toolList;
}

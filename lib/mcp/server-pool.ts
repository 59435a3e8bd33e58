import 'server-only';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createDirectoryMcpServer } from './server';

/*
 * Servers kept between requests. Building one registers every tool and resource, which costs
 * more than a warm call's own work; a server is never shared by two requests at once (the
 * SDK's advisory for stateless transports: one transport per request, and a server serves one
 * transport at a time), but once a request is over and its transport closed, the server is
 * idle and the next request may connect its own transport to it (the SDK allows a new
 * connect() after close()). Nothing of one request stays in it: the tools read the models,
 * never the server, and the server asks nothing of a client.
 */

const MAX_IDLE = 16;

/** Per module instance: a server is built from this bundle's own tools. */
const idle: McpServer[] = [];

export async function withPooledServer<T>(run: (server: McpServer) => Promise<T>): Promise<T> {
  const server = idle.pop() ?? createDirectoryMcpServer();
  let reusable = false;
  try {
    const result = await run(server);
    reusable = true;
    return result;
  } finally {
    // A server whose request failed midway is dropped rather than trusted again.
    if (reusable && idle.length < MAX_IDLE) idle.push(server);
  }
}

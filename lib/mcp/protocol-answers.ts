import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';
import { compactSchema } from './compact-schema';

/*
 * Three answers the SDK's McpServer gives that an agent cannot act on, made actionable around
 * its own handlers (it offers no hook for them): tools/list, computed once per process from the
 * registered tools and written compactly (compact-schema.ts); an unknown tool, answered with
 * the list of tools; and a resource that does not exist, answered with the code MCP's
 * specification gives it (-32002, Resource not found) and its URI, instead of -32602.
 */

const RESOURCE_NOT_FOUND = -32002;

export function resourceNotFound(uri: string, message: string): McpError {
  return new McpError(RESOURCE_NOT_FOUND, message, { uri });
}

type RequestHandler = (request: { params?: Record<string, unknown> }, extra: unknown) => unknown;

/** The SDK's handlers by method: private, so reached through one narrow cast, here only. */
function handlersOf(server: McpServer): Map<string, RequestHandler> {
  return (server.server as unknown as { _requestHandlers: Map<string, RequestHandler> })
    ._requestHandlers;
}

function decorate(
  server: McpServer,
  method: string,
  wrap: (original: RequestHandler) => RequestHandler,
): void {
  const handlers = handlersOf(server);
  const original = handlers.get(method);
  if (!original) throw new Error(`No ${method} handler to decorate: register first.`);
  handlers.set(method, wrap(original));
}

let toolList: Promise<ListToolsResult> | null = null;

/** The registered tools never change within a process: converted and compacted once. */
function compactToolList(original: RequestHandler, request: object, extra: unknown) {
  toolList ??= Promise.resolve(original(request, extra) as Promise<ListToolsResult>).then(
    ({ tools }) => ({
      // A tool that supports no task is what a missing `execution` means.
      tools: tools.map(({ execution, ...tool }) => ({
        ...tool,
        ...(execution?.taskSupport && execution.taskSupport !== 'forbidden' && { execution }),
        inputSchema: compactSchema(tool.inputSchema, 'input') as typeof tool.inputSchema,
        ...(tool.outputSchema && {
          outputSchema: compactSchema(tool.outputSchema, 'output') as typeof tool.inputSchema,
        }),
      })),
    }),
  );
  toolList.catch(() => (toolList = null));
  return toolList;
}

export function installProtocolAnswers(server: McpServer): void {
  const listTools = handlersOf(server).get('tools/list');
  if (!listTools) throw new Error('No tools/list handler to decorate: register the tools first.');
  const tools = (extra: unknown) =>
    compactToolList(listTools, { method: 'tools/list', params: {} }, extra);
  decorate(server, 'tools/list', () => (_request, extra) => tools(extra));
  decorate(server, 'tools/call', (original) => async (request, extra) => {
    const name = String(request.params?.name ?? '');
    const known = (await tools(extra)).tools.map((tool) => tool.name);
    if (!known.includes(name))
      return {
        isError: true,
        content: [
          { type: 'text', text: `Unknown tool "${name}". The tools are: ${known.join(', ')}.` },
        ],
      };
    return original(request, extra);
  });
  decorate(server, 'resources/read', (original) => async (request, extra) => {
    try {
      return await original(request, extra);
    } catch (error) {
      // The SDK's own answer to a URI that matches no resource nor template.
      if (
        error instanceof McpError &&
        error.code === ErrorCode.InvalidParams &&
        /Resource .* not found/.test(error.message)
      ) {
        const uri = String(request.params?.uri ?? '');
        throw resourceNotFound(
          uri,
          `Resource not found: ${uri}. Resources are directory://llms.txt, directory://business/{slug} and directory://business/{slug}/{section}.`,
        );
      }
      throw error;
    }
  });
}

import type { RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ListToolsResult,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { compactSchema } from './compact-schema';
import type { DirectoryMcpServer, ResourceEntry } from './directory-mcp-server';
import { toolError } from './tool-result';

/*
 * Three answers the SDK's McpServer gives that an agent cannot act on, made actionable: tools/list,
 * computed once per process from the registered tools and written compactly
 * (compact-schema.ts); an unknown tool, answered with the list of tools instead of "not found";
 * and a resource that does not exist, answered with the code MCP's specification gives it
 * (-32002, Resource not found) and its URI, instead of -32602. McpServer has no hook for them,
 * so its three handlers are replaced through the SDK's public setRequestHandler, and the
 * replacements work from the tools and resources the server registered
 * (directory-mcp-server.ts): a call still validates its arguments against the tool's input
 * schema and its answer against the output schema, as the SDK's own handler does.
 */

const RESOURCE_NOT_FOUND = -32002;

export function resourceNotFound(uri: string, message: string): McpError {
  return new McpError(RESOURCE_NOT_FOUND, message, { uri });
}

type Tools = ReadonlyMap<string, RegisteredTool>;
type Extra = Parameters<Parameters<DirectoryMcpServer['server']['setRequestHandler']>[1]>[1];

/** A JSON Schema of a tool's zod schema, as the SDK writes it (draft 7), then compacted. */
function jsonSchemaOf(schema: RegisteredTool['inputSchema'], io: 'input' | 'output') {
  const written = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io });
  return compactSchema(written, io) as ListToolsResult['tools'][number]['inputSchema'];
}

const toolLists = new Map<string, ListToolsResult>();

/**
 * The registered tools never change within a process: converted and compacted once for every
 * server that registers the same tools (by name).
 */
function compactToolList(tools: Tools): ListToolsResult {
  const key = [...tools.keys()].join(',');
  let list = toolLists.get(key);
  if (!list) {
    list = {
      tools: [...tools]
        .filter(([, tool]) => tool.enabled)
        .map(([name, tool]) => ({
          name,
          title: tool.title,
          description: tool.description,
          inputSchema: jsonSchemaOf(tool.inputSchema, 'input'),
          ...(tool.outputSchema && { outputSchema: jsonSchemaOf(tool.outputSchema, 'output') }),
          annotations: tool.annotations,
          // A tool that supports no task is what a missing `execution` means.
          ...(tool.execution?.taskSupport &&
            tool.execution.taskSupport !== 'forbidden' && { execution: tool.execution }),
        })),
    };
    toolLists.set(key, list);
  }
  return list;
}

/** Zod's issues on one line each, with where they are, as the SDK words them. */
function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.message} at ${issue.path.join('.')}` : issue.message,
    )
    .join('\n');
}

async function callTool(
  tools: Tools,
  name: string,
  args: Record<string, unknown> | undefined,
  extra: Extra,
): Promise<CallToolResult> {
  const tool = tools.get(name);
  if (!tool?.enabled || typeof tool.handler !== 'function')
    return toolError(`Unknown tool "${name}". The tools are: ${[...tools.keys()].join(', ')}.`);
  try {
    const input = await (tool.inputSchema as z.ZodType).safeParseAsync(args ?? {});
    if (!input.success)
      return toolError(`Invalid arguments for tool ${name}: ${issuesOf(input.error)}`);
    const run = tool.handler as (args: unknown, extra: Extra) => Promise<CallToolResult>;
    const result = await run(input.data, extra);
    if (result.isError || !tool.outputSchema) return result;
    const output = await (tool.outputSchema as z.ZodType).safeParseAsync(result.structuredContent);
    if (!output.success)
      return toolError(`Invalid structured content for tool ${name}: ${issuesOf(output.error)}`);
    return result;
  } catch (error) {
    // As the SDK does: a tool that throws answers with an error result, never a protocol error.
    return toolError(error instanceof Error ? error.message : String(error));
  }
}

const RESOURCES_HELP =
  'Resources are directory://llms.txt, directory://business/{slug} and directory://business/{slug}/{section}.';

function readResource(
  resources: readonly ResourceEntry[],
  uri: URL,
  extra: Extra,
): ReadResourceResult | Promise<ReadResourceResult> {
  for (const entry of resources) {
    if (!entry.handle.enabled) continue;
    if ('uri' in entry) {
      if (entry.uri === uri.href) return entry.handle.readCallback(uri, extra);
      continue;
    }
    const variables = entry.template.uriTemplate.match(uri.href);
    if (variables) return entry.handle.readCallback(uri, variables, extra);
  }
  throw resourceNotFound(uri.href, `Resource not found: ${uri.href}. ${RESOURCES_HELP}`);
}

/** Call once every tool and resource is registered (a server without either keeps the SDK's). */
export function installProtocolAnswers(server: DirectoryMcpServer): void {
  const { tools, resources } = server;
  if (tools.size > 0) {
    server.server.setRequestHandler(ListToolsRequestSchema, () => compactToolList(tools));
    server.server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
      callTool(tools, request.params.name, request.params.arguments, extra),
    );
  }
  if (resources.length > 0)
    server.server.setRequestHandler(ReadResourceRequestSchema, (request, extra) => {
      let uri: URL;
      try {
        uri = new URL(request.params.uri);
      } catch {
        throw resourceNotFound(
          request.params.uri,
          `Not a URI: ${request.params.uri}. ${RESOURCES_HELP}`,
        );
      }
      return readResource(resources, uri, extra);
    });
}

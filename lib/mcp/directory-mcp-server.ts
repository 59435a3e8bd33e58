import {
  McpServer,
  type ReadResourceCallback,
  type ReadResourceTemplateCallback,
  type RegisteredResource,
  type RegisteredResourceTemplate,
  type RegisteredTool,
  type ResourceMetadata,
  type ResourceTemplate,
  type ToolCallback,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AnySchema, ZodRawShapeCompat } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';

/*
 * An McpServer that keeps what it registers by name: the handles its public registerTool and
 * registerResource return. The SDK offers no public way to list them again, nor a hook around
 * its own tools/list, tools/call and resources/read answers; with the handles, the server's
 * protocol answers (protocol-answers.ts) replace those three through the public
 * setRequestHandler, never through the SDK's private fields.
 */

export type ResourceEntry =
  | { uri: string; handle: RegisteredResource }
  | { template: ResourceTemplate; handle: RegisteredResourceTemplate };

export class DirectoryMcpServer extends McpServer {
  /** Every tool, by name, in the order registered. */
  readonly tools = new Map<string, RegisteredTool>();
  /** Every resource and resource template, in the order registered. */
  readonly resources: ResourceEntry[] = [];

  override registerTool<
    OutputArgs extends ZodRawShapeCompat | AnySchema,
    InputArgs extends undefined | ZodRawShapeCompat | AnySchema = undefined,
  >(
    name: string,
    config: {
      title?: string;
      description?: string;
      inputSchema?: InputArgs;
      outputSchema?: OutputArgs;
      annotations?: ToolAnnotations;
      _meta?: Record<string, unknown>;
    },
    callback: ToolCallback<InputArgs>,
  ): RegisteredTool {
    const handle = super.registerTool(name, config, callback);
    this.tools.set(name, handle);
    return handle;
  }

  override registerResource(
    name: string,
    uri: string,
    config: ResourceMetadata,
    read: ReadResourceCallback,
  ): RegisteredResource;
  override registerResource(
    name: string,
    template: ResourceTemplate,
    config: ResourceMetadata,
    read: ReadResourceTemplateCallback,
  ): RegisteredResourceTemplate;
  override registerResource(
    name: string,
    uriOrTemplate: string | ResourceTemplate,
    config: ResourceMetadata,
    read: ReadResourceCallback | ReadResourceTemplateCallback,
  ): RegisteredResource | RegisteredResourceTemplate {
    if (typeof uriOrTemplate === 'string') {
      const handle = super.registerResource(
        name,
        uriOrTemplate,
        config,
        read as ReadResourceCallback,
      );
      this.resources.push({ uri: uriOrTemplate, handle });
      return handle;
    }
    const handle = super.registerResource(
      name,
      uriOrTemplate,
      config,
      read as ReadResourceTemplateCallback,
    );
    this.resources.push({ template: uriOrTemplate, handle });
    return handle;
  }
}

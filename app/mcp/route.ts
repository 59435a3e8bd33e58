import { handleMcpRequest } from '@/lib/mcp/http';

/** /mcp: the directory's MCP server (lib/mcp/http.ts), outside the locale routing. */
export function POST(request: Request): Promise<Response> {
  return handleMcpRequest(request);
}

export function GET(request: Request): Promise<Response> {
  return handleMcpRequest(request);
}

export function DELETE(request: Request): Promise<Response> {
  return handleMcpRequest(request);
}

import 'server-only';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { processWide } from '@/lib/async/process-wide.mjs';
import { getMcpConfig } from '@/lib/config/mcp-config';
import { getSiteConfig } from '@/lib/config/site-config';
import { redisSettings } from '@/lib/config/redis-config.mjs';
import { localLimiter, SharedRateLimiter, type ClientLimiter } from './shared-rate-limiter';
import { withPooledServer } from './server-pool';

/*
 * /mcp over Streamable HTTP, stateless (a new transport for every request, on a server no other
 * request is using, as the SDK's advisory for shared transports asks; server-pool.ts), JSON
 * answers. It is public and unauthenticated,
 * so before anything reaches the server: a foreign Origin is refused (DNS rebinding), a body
 * past MCP_MAX_BODY_BYTES or a batch past MCP_MAX_BATCH is refused, and each client address
 * has a token bucket (MCP_RATE_PER_MINUTE, MCP_RATE_BURST; 429 with Retry-After), one for the
 * whole cluster with REDIS_URL.
 */

/**
 * One limiter per process, kept across requests and route bundles: with REDIS_URL, buckets in
 * Redis that every instance shares (shared-rate-limiter.ts), else this instance's own.
 */
function limiter(perMinute: number, burst: number): ClientLimiter {
  const settings = redisSettings();
  return processWide('mcp-rate-limiter', `${perMinute}/${burst}/${settings?.url ?? ''}`, () =>
    settings ? new SharedRateLimiter(settings, perMinute, burst) : localLimiter(perMinute, burst),
  );
}

function rpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { jsonrpc: '2.0', error: { code, message }, id: null },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

/**
 * The caller's address as the nearest proxy states it (the last X-Forwarded-For entry, which
 * a proxy appends), else one bucket for all direct calls. A route handler sees no socket
 * address, so behind no proxy the header is the caller's word.
 */
function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct';
}

export async function handleMcpRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return rpcError(405, -32000, 'Method not allowed: this server is stateless, POST only.', {
      Allow: 'POST',
    });
  const config = getMcpConfig();
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const allowed = [new URL(getSiteConfig().siteUrl).origin, ...config.allowedOrigins];
    if (!allowed.includes(origin))
      return rpcError(403, -32000, `Origin ${origin} is not allowed to call this server.`);
  }
  const wait = await limiter(config.ratePerMinute, config.rateBurst).take(clientAddress(request));
  if (wait > 0)
    return rpcError(429, -32000, `Too many requests: retry in ${wait} s.`, {
      'Retry-After': String(wait),
    });
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > config.maxBodyBytes)
    return rpcError(413, -32000, `Request body over ${config.maxBodyBytes} bytes.`);
  const body = await request.text();
  if (Buffer.byteLength(body) > config.maxBodyBytes)
    return rpcError(413, -32000, `Request body over ${config.maxBodyBytes} bytes.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return rpcError(400, -32700, 'Parse error: the body is not JSON.');
  }
  if (Array.isArray(parsed) && parsed.length > config.maxBatch)
    return rpcError(400, -32600, `A batch holds at most ${config.maxBatch} messages.`);
  return withPooledServer(async (server) => {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(request, { parsedBody: parsed });
      response.headers.set('Cache-Control', 'no-store');
      return response;
    } finally {
      await server.close();
    }
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/** Response plumbing shared by the API, asset and control endpoints. */

export const JSON_TYPE = 'application/json; charset=utf-8';
/** The spec asks clients to cache for at least 5 minutes; the sample API says so too. */
export const API_CACHE_CONTROL = 'public, max-age=300';
export const ASSET_CACHE_CONTROL = 'public, max-age=86400';
export const NO_STORE = 'no-store';

export interface Outgoing {
  status: number;
  contentType: string | null;
  cacheControl: string;
  body: Buffer;
  headers?: Record<string, string>;
}

export function isReadMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Writes a complete response; HEAD gets the same headers (length included) and no body. */
export function send(req: IncomingMessage, res: ServerResponse, out: Outgoing): void {
  if (res.destroyed || res.writableEnded) return;
  const headers: Record<string, string | number> = {
    'Cache-Control': out.cacheControl,
    'Content-Length': out.body.length,
    'X-Content-Type-Options': 'nosniff',
    ...out.headers,
  };
  if (out.contentType !== null) headers['Content-Type'] = out.contentType;
  res.writeHead(out.status, headers);
  res.end(req.method === 'HEAD' ? undefined : out.body);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  cacheControl = NO_STORE,
): void {
  send(req, res, {
    status,
    contentType: JSON_TYPE,
    cacheControl,
    body: Buffer.from(JSON.stringify(value)),
  });
}

export class BodyTooLargeError extends Error {}

/** The request body as text, refusing more than `maxBytes` (control bodies are tiny). */
export async function readBody(req: IncomingMessage, maxBytes = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) throw new BodyTooLargeError(`Body larger than ${maxBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

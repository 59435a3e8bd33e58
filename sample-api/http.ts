import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { isStreamed, type ResponseBody, type StreamedBody } from './listing-body';

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
  body: ResponseBody;
  headers?: Record<string, string>;
}

export function isReadMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * Writes a complete response; HEAD gets the same headers (length included) and no body. A
 * streamed body goes out chunk by chunk, each written once the socket has taken the last, and
 * without a length (chunked).
 */
export function send(req: IncomingMessage, res: ServerResponse, out: Outgoing): void {
  if (res.destroyed || res.writableEnded) return;
  const headers: Record<string, string | number> = {
    'Cache-Control': out.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...out.headers,
  };
  if (!isStreamed(out.body)) headers['Content-Length'] = out.body.length;
  if (out.contentType !== null) headers['Content-Type'] = out.contentType;
  res.writeHead(out.status, headers);
  if (req.method === 'HEAD') res.end();
  else if (isStreamed(out.body)) void writeStreamed(res, out.body);
  else res.end(out.body);
}

async function writeStreamed(res: ServerResponse, body: StreamedBody): Promise<void> {
  try {
    for (const chunk of body.chunks()) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  } catch (error) {
    console.error('[sample-api] a streamed answer failed', error);
    res.destroy();
  }
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

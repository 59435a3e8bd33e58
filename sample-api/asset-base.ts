import type { IncomingMessage } from 'node:http';

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

// Host header as clients send it: a name or IPv4 (or bracketed IPv6), optional port. Anything
// else falls back to the socket's own address, so a forged Host cannot inject into URLs.
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function assetBaseFor(req: IncomingMessage, publicUrl: string | null): string {
  if (publicUrl !== null) return publicUrl;
  const host = req.headers.host;
  if (host && HOST_HEADER.test(host)) return `http://${host}`;
  const address = req.socket.localAddress ?? '127.0.0.1';
  const hostPart = address.includes(':') ? `[${address}]` : address;
  return `http://${hostPart}:${req.socket.localPort ?? 80}`;
}

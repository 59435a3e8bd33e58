import { bodyEtag } from '@/lib/http/conditional-get';
import { PUBLIC_CORS as CORS } from '@/lib/http/cors';

/**
 * JSON answers of the site's own route handlers, a public read-only API: every answer may be
 * read from any origin (`Access-Control-Allow-Origin: *`). Successful answers may be cached by
 * browsers and CDNs as long as the pages they feed (the directory changes at most weekly) and
 * carry the ETag of their body (a 304 when the client holds it, lib/http/conditional-get);
 * errors are never cached, so a fixed bug or a recovered API shows at once.
 */
const ROUTE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

export function jsonOk(body: unknown): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': ROUTE_CACHE_CONTROL,
      ETag: bodyEtag(text),
      ...CORS,
    },
  });
}

/** The error body of the Directory API itself (spec: `{message, statusCode}`), so clients parse one shape. */
export function errorBody(
  status: number,
  message: string,
): { message: string; statusCode: number } {
  return { message, statusCode: status };
}

export function jsonError(status: 400 | 404, message: string): Response {
  return Response.json(errorBody(status, message), {
    status,
    headers: { 'Cache-Control': 'no-store', ...CORS },
  });
}

/** The Directory API is failing: 503 with Retry-After, so clients (and SWR) back off and retry. */
export function jsonUnavailable(
  retryAfterSeconds: number,
  message = 'The directory is temporarily unavailable; try again later.',
): Response {
  return Response.json(errorBody(503, message), {
    status: 503,
    headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds), ...CORS },
  });
}

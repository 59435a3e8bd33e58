import { MALFORMED_PATH_MESSAGE, pathProblem, UNKNOWN_PATH_MESSAGE } from './path-guard';

/**
 * The proxy's answer to a path it refuses (see path-guard.ts), or null to carry on: a 400 for
 * broken percent-encoding, a 404 for an absurdly long path. The site's own JSON endpoints
 * answer in the API's error shape; everything else in plain text. Never cached: the next
 * request with a fixed link must not see it.
 */
export function refusedPathResponse(pathname: string): Response | null {
  const problem = pathProblem(pathname);
  if (problem === null) return null;
  const status = problem === 'malformed' ? 400 : 404;
  const message = problem === 'malformed' ? MALFORMED_PATH_MESSAGE : UNKNOWN_PATH_MESSAGE;
  const headers = { 'Cache-Control': 'no-store' };
  if (pathname.startsWith('/api/'))
    return Response.json({ message, statusCode: status }, { status, headers });
  return new Response(message, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

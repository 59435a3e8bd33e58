import { MAX_SLUG_LENGTH } from '@/lib/urls/path-segment';

/*
 * Checks on a request path before any routing. Next.js 16 answers a path that is not valid
 * percent-encoding (`/business/%E0%A4%A`, `/%ZZ`) with a bare 500: its route matcher throws
 * while decoding a dynamic segment, and the App Router has no /400 page to fall back on. The
 * proxy runs before that matcher, so it turns such paths into a clear 400 here. A segment far
 * longer than any slug can name nothing; it is a 404 before any render (an ISR render would
 * also try, and fail, to write a cache file named after it).
 */

export type PathProblem = 'malformed' | 'too-long';

/** Whole paths longer than this are refused too, whatever their segments. */
export const MAX_PATH_LENGTH = 2_048;

/** The problem with a request path (as on the wire, still percent-encoded), or null. */
export function pathProblem(pathname: string): PathProblem | null {
  let tooLong = pathname.length > MAX_PATH_LENGTH;
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'malformed';
    }
    if (decoded.length > MAX_SLUG_LENGTH + '.md'.length) tooLong = true;
  }
  return tooLong ? 'too-long' : null;
}

export const MALFORMED_PATH_MESSAGE = 'Bad request: the path is not valid percent-encoded UTF-8.';
export const UNKNOWN_PATH_MESSAGE = 'Not found: no page or resource has this path.';

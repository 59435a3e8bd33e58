import { createHash, timingSafeEqual } from 'node:crypto';
import { pathSegment } from '@/lib/urls/path-segment';

/*
 * The contract of POST /api/revalidate, kept apart from the route so it can be tested:
 *   Authorization: Bearer <REVALIDATE_SECRET>      (the only place the secret is accepted)
 *   body: empty (everything) or JSON {"slug": "<business slug>"} (that business)
 */

export type RevalidateRequest =
  | { ok: true; slug: string | null }
  | { ok: false; status: 400 | 401 | 404 | 413 | 415; error: string };

const MAX_BODY_BYTES = 4_096;
const AUTH_HINT = 'Send the secret as "Authorization: Bearer <secret>".';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison: both sides are hashed first, so lengths never differ. */
export function secretMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(header: string | null): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseBody(text: string, contentType: string | null): RevalidateRequest {
  if (text.trim() === '') return { ok: true, slug: null };
  if (!/^application\/json\b/i.test(contentType ?? '')) {
    return {
      ok: false,
      status: 415,
      error: 'The body must be JSON (Content-Type: application/json).',
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON.' };
  }
  if (!isRecord(body))
    return { ok: false, status: 400, error: 'The body must be a JSON object: {"slug"?: string}.' };
  if ('secret' in body)
    return { ok: false, status: 400, error: `The secret never goes in the body. ${AUTH_HINT}` };
  const unknown = Object.keys(body).filter((key) => key !== 'slug');
  if (unknown.length > 0)
    return { ok: false, status: 400, error: `Unknown field(s): ${unknown.join(', ')}.` };
  if (body.slug === undefined || body.slug === null) return { ok: true, slug: null };
  const slug =
    typeof body.slug === 'string' && body.slug === body.slug.trim() ? pathSegment(body.slug) : null;
  if (slug === null) return { ok: false, status: 400, error: '"slug" must be a business slug.' };
  return { ok: true, slug };
}

/**
 * Checks a revalidation request: 404 when no secret is configured (the endpoint does not
 * exist), 401 without the right bearer secret, 400/413/415 for a body that is not the contract.
 */
export async function readRevalidateRequest(
  request: Request,
  secret: string | undefined,
): Promise<RevalidateRequest> {
  if (!secret) return { ok: false, status: 404, error: 'Not found.' };
  const token = bearerToken(request.headers.get('authorization'));
  if (token === null || !secretMatches(token, secret))
    return { ok: false, status: 401, error: AUTH_HINT };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    return { ok: false, status: 413, error: 'The body is too large.' };
  return parseBody(text, request.headers.get('content-type'));
}

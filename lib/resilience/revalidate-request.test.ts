import { describe, expect, it } from 'vitest';
import { readRevalidateRequest, secretMatches } from './revalidate-request';

const SECRET = 's3cret-value';

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/revalidate', { method: 'POST', body, headers });
}

const authorized = { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' };

describe('secretMatches', () => {
  it('accepts only the same secret, whatever the lengths', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('s3cret-valuf', SECRET)).toBe(false);
    expect(secretMatches('s', SECRET)).toBe(false);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
  });
});

describe('readRevalidateRequest', () => {
  it('is a 404 when no secret is configured, even with a bearer', async () => {
    expect(await readRevalidateRequest(post('', authorized), undefined)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await readRevalidateRequest(post('', authorized), '')).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('is a 401 without the right bearer secret', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: SECRET },
      { Authorization: `Basic ${SECRET}` },
    ];
    for (const headers of attempts) {
      expect(await readRevalidateRequest(post('', headers), SECRET)).toMatchObject({
        ok: false,
        status: 401,
      });
    }
  });

  it('never takes the secret from the body', async () => {
    const inBody = await readRevalidateRequest(
      post(JSON.stringify({ secret: SECRET }), { 'Content-Type': 'application/json' }),
      SECRET,
    );
    expect(inBody).toMatchObject({ ok: false, status: 401 });
    const both = await readRevalidateRequest(
      post(JSON.stringify({ secret: SECRET }), authorized),
      SECRET,
    );
    expect(both).toMatchObject({ ok: false, status: 400 });
  });

  it('revalidates everything for an empty body or a null slug, one business for a slug', async () => {
    expect(
      await readRevalidateRequest(post('', { Authorization: `bearer ${SECRET}` }), SECRET),
    ).toEqual({ ok: true, slug: null });
    expect(await readRevalidateRequest(post('{"slug":null}', authorized), SECRET)).toEqual({
      ok: true,
      slug: null,
    });
    expect(
      await readRevalidateRequest(post('{"slug":"ferme-beausoleil"}', authorized), SECRET),
    ).toEqual({
      ok: true,
      slug: 'ferme-beausoleil',
    });
  });

  it('rejects a body outside the contract', async () => {
    const cases: [string, Record<string, string>, number][] = [
      ['{"slug":', authorized, 400],
      ['["ferme"]', authorized, 400],
      ['{"slug":42}', authorized, 400],
      ['{"slug":".."}', authorized, 400],
      ['{"slug":" padded "}', authorized, 400],
      ['{"slug":"a\\u0000b"}', authorized, 400],
      [`{"slug":"${'a'.repeat(201)}"}`, authorized, 400],
      ['{"slug":"a","tag":"x"}', authorized, 400],
      [
        'slug=a',
        { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        415,
      ],
      [`{"slug":"${'a'.repeat(5_000)}"}`, authorized, 413],
    ];
    for (const [body, headers, status] of cases) {
      expect(
        await readRevalidateRequest(post(body, headers), SECRET),
        body.slice(0, 40),
      ).toMatchObject({ ok: false, status });
    }
  });
});

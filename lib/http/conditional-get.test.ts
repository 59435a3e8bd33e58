import { createServer, ServerResponse, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConditionalGets, bodyEtag, matchesEtag } from './conditional-get';

describe('matchesEtag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it('tags the same body alike and another body otherwise', () => {
    expect(bodyEtag('x')).toBe(bodyEtag('x'));
    expect(bodyEtag('x')).not.toBe(bodyEtag('y'));
  });
});

describe('answerConditionalGets', () => {
  class PatchedResponse extends ServerResponse {}
  answerConditionalGets(PatchedResponse.prototype);
  let server: Server;
  let base: string;
  const BODY = '# Café Soleil\n';

  beforeAll(async () => {
    server = createServer({ ServerResponse: PatchedResponse }, (_request, response) => {
      response.setHeader('Content-Type', 'text/markdown');
      response.setHeader('ETag', bodyEtag(BODY));
      response.end(BODY);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 304 without a body to a client holding the version, 200 otherwise', async () => {
    const first = await fetch(base);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(base, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await fetch(base, { headers: { 'If-None-Match': '"old"' } })).status).toBe(200);
  });
});

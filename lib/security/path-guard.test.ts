import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, pathProblem } from './path-guard';
import { refusedPathResponse } from './path-guard-response';

describe('pathProblem', () => {
  it('accepts ordinary, encoded and non-ASCII paths', () => {
    for (const path of [
      '/',
      '/fr/business/boulangerie-du-plateau/catalog',
      '/business/cr%C3%AAperie-s%C5%93ur-%C3%A9lodie',
      '/business/odd%2F..%2Fslug%20100%25',
      '/business/x.md',
      `/business/${'a'.repeat(200)}.md`,
    ]) {
      expect(pathProblem(path), path).toBeNull();
    }
  });

  it('refuses paths that are not valid percent-encoding', () => {
    for (const path of [
      '/business/%E0%A4%A',
      '/%ZZ',
      '/business/x%',
      '/api/businesses/%C3/reviews',
      '/_next/static/%FF',
    ]) {
      expect(pathProblem(path), path).toBe('malformed');
    }
  });

  it('refuses segments longer than any slug and absurdly long paths', () => {
    expect(pathProblem(`/business/${'a'.repeat(5000)}`)).toBe('too-long');
    expect(pathProblem(`/business/${'%C3%A9'.repeat(300)}`)).toBe('too-long');
    expect(pathProblem(`/${'a/'.repeat(MAX_PATH_LENGTH)}`)).toBe('too-long');
  });

  it('reports malformed encoding before length', () => {
    expect(pathProblem(`/business/${'a'.repeat(5000)}/%ZZ`)).toBe('malformed');
  });
});

describe('refusedPathResponse', () => {
  it('answers 400 for broken encoding and 404 for absurd length, JSON under /api', async () => {
    expect(refusedPathResponse('/business/boulangerie-du-plateau')).toBeNull();
    const page = refusedPathResponse('/business/%E0%A4%A');
    expect(page?.status).toBe(400);
    expect(page?.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await page?.text()).toMatch(/not valid percent-encoded/);
    const api = refusedPathResponse('/api/businesses/%ZZ/reviews');
    expect(api?.status).toBe(400);
    expect(await api?.json()).toEqual({
      message: expect.stringMatching(/percent-encoded/),
      statusCode: 400,
    });
    const long = refusedPathResponse(`/api/businesses/${'a'.repeat(500)}/reviews`);
    expect(long?.status).toBe(404);
    expect(await long?.json()).toMatchObject({ statusCode: 404 });
  });
});

import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepVaryAccept, mergedVary } from './keep-vary-accept';

describe('mergedVary', () => {
  it('keeps Accept when the value being replaced had it', () => {
    expect(mergedVary('Accept', 'rsc, next-router-state-tree')).toBe(
      'Accept, rsc, next-router-state-tree',
    );
    expect(mergedVary(['Accept', 'rsc'], 'rsc, next-router-state-tree')).toBe(
      'Accept, rsc, next-router-state-tree',
    );
  });

  it('changes nothing otherwise', () => {
    expect(mergedVary(undefined, 'rsc')).toBe('rsc');
    expect(mergedVary('Accept-Encoding', 'rsc')).toBe('rsc');
    expect(mergedVary('Accept', 'accept, rsc')).toBe('accept, rsc');
    expect(mergedVary('Accept', '*')).toBe('*');
  });
});

describe('keepVaryAccept', () => {
  it('patches setHeader so an overwrite keeps Accept, once', () => {
    class Response extends ServerResponse {}
    keepVaryAccept(Response.prototype);
    keepVaryAccept(Response.prototype);
    const response = new Response(new IncomingMessage(new Socket()));
    response.setHeader('Vary', 'Accept');
    response.setHeader('Vary', 'rsc, next-router-prefetch');
    expect(response.getHeader('vary')).toBe('Accept, rsc, next-router-prefetch');
    response.setHeader('X-Other', 'a');
    expect(response.getHeader('x-other')).toBe('a');
  });
});

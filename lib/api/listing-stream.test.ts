import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetProcessWide } from '@/lib/async/process-wide.mjs';
import { DirectoryApiError } from './errors';
import { listingItems, streamPublicBusinesses } from './listing-stream';

/*
 * The streamed listing against a real HTTP server that sends its body slowly, stalls or cuts
 * it: the timeouts must bound waiting on the API, never the length of the whole body.
 */

type Handler = (response: http.ServerResponse) => void;
let handler: Handler = (response) => response.end('{"data":[]}');
let server: http.Server;
const env = { ...process.env };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = http.createServer((_request, response) => handler(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.DIRECTORY_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_TIMEOUT_MS = '150';
});

afterEach(() => {
  handler = (response) => response.end('{"data":[]}');
  // Each test starts with an instance limiter that no earlier test's 503 holds.
  forgetProcessWide('upstream-limiter');
});

afterAll(async () => {
  process.env = env;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function collect(source: AsyncIterable<unknown>): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const item of source) items.push(item);
  return items;
}

const business = (slug: string, visibility = 'PUBLIC') => ({
  businessName: slug,
  slug,
  visibility,
  category: 'Bakery',
  locations: [],
});

describe('listingItems', () => {
  it('reads a body that takes longer than the API timeout, as long as it keeps coming', async () => {
    handler = (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      void (async () => {
        response.write('{"data":[');
        for (let n = 0; n < 6; n += 1) {
          await sleep(100);
          response.write(`${n > 0 ? ',' : ''}${JSON.stringify(business(`b${n}`))}`);
        }
        response.end(']}');
      })();
    };
    const started = Date.now();
    expect(await collect(listingItems('en', 0))).toHaveLength(6);
    expect(Date.now() - started).toBeGreaterThan(500);
  });

  it('gives up on a body that stops arriving', async () => {
    handler = (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"data":[{"slug":"a"},');
    };
    const error = await collect(listingItems('en', 0)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectoryApiError);
    expect((error as DirectoryApiError).kind).toBe('timeout');
  });

  it('fails on headers that never come, an error status, a cut body and a body that is not JSON', async () => {
    const kindOf = async () =>
      (
        (await collect(listingItems('en', 0)).catch(
          (caught: unknown) => caught,
        )) as DirectoryApiError
      ).kind;
    handler = () => undefined;
    expect(await kindOf()).toBe('timeout');
    handler = (response) => response.writeHead(503).end('{"message":"down"}');
    expect(await kindOf()).toBe('status');
    // That bare 503 holds the instance's calls (upstream-limiter.ts); the next answers are
    // each read afresh.
    forgetProcessWide('upstream-limiter');
    handler = (response) => response.writeHead(200).end('{"data":[{"slug":"a"},{"sl');
    expect(await kindOf()).toBe('invalid-body');
    handler = (response) => response.writeHead(200).end('<!DOCTYPE html><p>Maintenance</p>');
    expect(await kindOf()).toBe('invalid-body');
  });
});

describe('streamPublicBusinesses', () => {
  it('yields public businesses once each, reshaped', async () => {
    handler = (response) =>
      response.writeHead(200).end(
        JSON.stringify({
          data: [
            business('a'),
            business('hidden', 'HIDDEN'),
            business('a'),
            { nonsense: true },
            business('b', 'NON_LISTED'),
            business('lower', 'public'),
            { slug: 'no-visibility' },
            business('c'),
          ],
        }),
      );
    const slugs = (await collect(streamPublicBusinesses('en'))).map(
      (item) => (item as { slug: string }).slug,
    );
    expect(slugs).toEqual(['a', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { withPooledServer } from './server-pool';

describe('withPooledServer', () => {
  it('lends an idle server again, never one a request still holds', async () => {
    const first = await withPooledServer(async (server) => server);
    expect(await withPooledServer(async (server) => server)).toBe(first);
    const [a, b] = await Promise.all([
      withPooledServer(async (server) => server),
      withPooledServer(async (server) => server),
    ]);
    expect(a).not.toBe(b);
  });

  it('drops a server whose request failed', async () => {
    let failed: unknown;
    await expect(
      withPooledServer(async (server) => {
        failed = server;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const next = await Promise.all([
      withPooledServer(async (server) => server),
      withPooledServer(async (server) => server),
    ]);
    expect(next).not.toContain(failed);
  });
});

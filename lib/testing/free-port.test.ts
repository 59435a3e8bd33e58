import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portSetting } from './free-port';

const VARIABLE = 'FREE_PORT_TEST_PORT';

function listenOn(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

describe('portSetting', () => {
  afterEach(() => {
    delete process.env[VARIABLE];
  });

  it('keeps the port the environment names', () => {
    process.env[VARIABLE] = '4312';
    expect(portSetting(VARIABLE)).toBe(4312);
  });

  it('otherwise picks a port free on 127.0.0.1 and writes it back, so a second read agrees', async () => {
    const port = portSetting(VARIABLE);
    expect(port).toBeGreaterThan(0);
    expect(process.env[VARIABLE]).toBe(String(port));
    expect(portSetting(VARIABLE)).toBe(port);
    await expect(listenOn(port)).resolves.toBeUndefined();
  });
});

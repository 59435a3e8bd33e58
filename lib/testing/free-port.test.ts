import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, portSetting, reservePort } from './free-port';

const VARIABLE = 'FREE_PORT_TEST_PORT';

function listenOn(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'free-port-test-'));
});
afterEach(() => {
  delete process.env[VARIABLE];
  rmSync(folder, { recursive: true, force: true });
});

describe('portSetting', () => {
  it('keeps the port the environment names', () => {
    process.env[VARIABLE] = '4312';
    expect(portSetting(VARIABLE, folder)).toBe(4312);
  });

  it('otherwise picks a port free on 127.0.0.1 and writes it back, so a second read agrees', async () => {
    const port = portSetting(VARIABLE, folder);
    expect(port).toBeGreaterThan(0);
    expect(process.env[VARIABLE]).toBe(String(port));
    expect(portSetting(VARIABLE, folder)).toBe(port);
    await expect(listenOn(port)).resolves.toBeUndefined();
  });

  it('reserves the port it picks, so no freePort of the machine is handed it', () => {
    const port = portSetting(VARIABLE, folder);
    expect(reservePort(port, folder)).toBe(false);
  });
});

describe('freePort', () => {
  it('never hands out a port twice while its holder lives, even one closed again', async () => {
    const ports = new Set<number>();
    for (let index = 0; index < 40; index++) ports.add(await freePort(folder));
    expect(ports.size).toBe(40);
    for (const port of ports) {
      expect(readFileSync(path.join(folder, String(port)), 'utf8')).toBe(String(process.pid));
      expect(reservePort(port, folder)).toBe(false);
    }
  });

  it('gives a port a live process holds to nobody else, and takes it over once that process ended', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await new Promise((resolve) => holder.once('spawn', resolve));
    writeFileSync(path.join(folder, '45678'), String(holder.pid));
    expect(reservePort(45678, folder)).toBe(false);
    holder.kill();
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(reservePort(45678, folder)).toBe(true);
    expect(readFileSync(path.join(folder, '45678'), 'utf8')).toBe(String(process.pid));
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A port the OS reports free is free only until it is closed again: two test workers asking at
 * once, or one worker asking while another has stopped a server it means to start again on the
 * same port, can be handed the same number. So every port given out is also reserved, for as
 * long as the process that asked for it lives, by a file in a folder all test processes of the
 * machine share; a port reserved by a live process is never given out twice.
 */

const RESERVATIONS = path.join(tmpdir(), 'directory-site-test-ports');
const MAX_TRIES = 200;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function reservationOwner(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Reserves `port` for this process; false when a live process holds it already. */
export function reservePort(port: number, folder = RESERVATIONS): boolean {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = reservationOwner(file);
      if (owner === process.pid || (owner && isAlive(owner))) return false;
      // Left by a process that has ended (a crashed worker, an earlier run): taken over.
      rmSync(file, { force: true });
    }
  }
  return false;
}

function osFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A TCP port on 127.0.0.1 that the OS reports free and that no other live test process of this
 * machine has been given: it stays this process's until it exits, so a server stopped and
 * started again on it finds it still free.
 */
export async function freePort(folder = RESERVATIONS): Promise<number> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const port = await osFreePort();
    if (reservePort(port, folder)) return port;
  }
  throw new Error(`no unreserved free port after ${MAX_TRIES} tries (see ${folder})`);
}

const PRINT_FREE_PORT =
  "const s=require('node:net').createServer();" +
  "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * The port an environment variable names, or a free one, written back to the variable. For
 * Playwright configs: a config is synchronous and evaluated again in every worker, and workers
 * inherit the runner's environment, so all of them agree on the port the runner picked, and a
 * port that something else on the machine holds never fails the suite. The port picked is
 * reserved for the runner, so no worker's `freePort` is handed it.
 */
export function portSetting(variable: string, folder = RESERVATIONS): number {
  const given = process.env[variable];
  if (given) return Number(given);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const port = Number(
      execFileSync(process.execPath, ['-e', PRINT_FREE_PORT], { encoding: 'utf8' }),
    );
    if (!reservePort(port, folder)) continue;
    process.env[variable] = String(port);
    return port;
  }
  throw new Error(`no unreserved free port for ${variable} after ${MAX_TRIES} tries`);
}

import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that the OS reports free right now (it picks it for port 0). */
export function freePort(): Promise<number> {
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

const PRINT_FREE_PORT =
  "const s=require('node:net').createServer();" +
  "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * The port an environment variable names, or a free one, written back to the variable. For
 * Playwright configs: a config is synchronous and evaluated again in every worker, and workers
 * inherit the runner's environment, so all of them agree on the port the runner picked, and a
 * port that something else on the machine holds never fails the suite.
 */
export function portSetting(variable: string): number {
  const given = process.env[variable];
  if (given) return Number(given);
  const port = execFileSync(process.execPath, ['-e', PRINT_FREE_PORT], { encoding: 'utf8' });
  process.env[variable] = port;
  return Number(port);
}

import path from 'node:path';
import { startServer, type ServerProcess } from '@/lib/testing/processes';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * `npm run sync` as the cluster's writer, with the spec's settings (DATABASE_URL,
 * DIRECTORY_API_URL, CONTENT_SYNC, REDIS_URL…). Ready as soon as it runs: a spec waits for the
 * work it needs of it; its lines go to stderr, named, to show why a test failed.
 */
export function startSyncWorker(name: string, env: Record<string, string>): Promise<ServerProcess> {
  return startServer({
    name,
    command: 'npm',
    args: ['run', '--silent', 'sync'],
    cwd: ROOT,
    env,
    isReady: async () => true,
    onStderr: (chunk) => process.stderr.write(`[${name}] ${chunk}`),
  });
}

import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startServer, type ServerProcess } from '@/lib/testing/processes';
import { ROOT, serverNodeOptions, SERVER_MALLOC_ENV } from '../processes';

/**
 * The PostgreSQL soak's writer: `npm run sync`, the deployment docs/operations.md draws with a
 * worker, beside instances that all only read. It holds the writer's lease, reads the listing
 * and the businesses' sections from the API (through a recorder of its own, `apiUrl`), stores
 * them for the cluster and hears the instances' revalidations over Redis.
 */
export async function startSyncWorker(options: {
  databaseUrl: string;
  redisUrl: string;
  apiUrl: string;
  env: Record<string, string>;
  /** Where its output goes ('' for nowhere). */
  logDir: string;
}): Promise<ServerProcess> {
  const worker = await startServer({
    name: 'npm run sync',
    command: 'npm',
    args: ['run', '--silent', 'sync'],
    cwd: ROOT,
    env: {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      DIRECTORY_API_URL: options.apiUrl,
      CONTENT_SYNC: 'on',
      // The heap and malloc settings of `npm start`: the worker holds the same listing index.
      NODE_OPTIONS: serverNodeOptions(),
      ...SERVER_MALLOC_ENV,
      ...options.env,
    },
    // It serves nothing: the caller waits for the listing it stores.
    isReady: async () => true,
  });
  if (options.logDir) {
    mkdirSync(options.logDir, { recursive: true });
    const out = createWriteStream(path.join(options.logDir, 'sync-worker.log'));
    worker.child.stdout?.pipe(out);
    worker.child.stderr?.pipe(out);
  }
  return worker;
}

import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/testing/free-port';
import { startNginx, type RunningNginx } from '@/lib/testing/nginx';
import { privateBuild } from '@/lib/testing/site-instances';
import { ROOT, startSite, type Started } from '../processes';
import { startRecorder, type Recorder } from '../upstream';

export interface SoakInstancesOptions {
  apiUrl: string;
  count: number;
  /** The build every instance runs a private copy of. */
  distDir: string;
  /** Extra Node flags for the instances. */
  nodeFlags: string;
  /** Where each instance's output goes ('' for nowhere). */
  logDir: string;
  env: Record<string, string>;
}

/**
 * The soak's deployment: `count` instances of one build, each reading the API through a
 * recorder of its own (so that its upstream calls are counted apart) and ready once its
 * directory indexes are loaded, behind deploy/nginx.conf. Everything started is pushed on
 * `stack`, for the caller to stop in reverse.
 */
export async function startInstances(
  options: SoakInstancesOptions,
  stack: { stop(): Promise<void> }[],
): Promise<{ recorders: Recorder[]; sites: Started[]; proxy: RunningNginx }> {
  const recorders: Recorder[] = [];
  const sites: Started[] = [];
  for (let index = 0; index < options.count; index++) {
    const recorder = await startRecorder(options.apiUrl, await freePort());
    recorders.push(recorder);
    stack.push({ stop: () => recorder.close() });
    const distDir = privateBuild(options.distDir, `soak-${index}`);
    stack.push({
      stop: async () => rmSync(path.join(ROOT, distDir), { recursive: true, force: true }),
    });
    const site = await startSite({
      port: await freePort(),
      distDir,
      apiUrl: recorder.url,
      nodeFlags: options.nodeFlags,
      readyWhen: 'directory',
      env: options.env,
    });
    if (options.logDir) {
      mkdirSync(options.logDir, { recursive: true });
      const out = createWriteStream(path.join(options.logDir, `instance-${index + 1}.log`));
      site.child.stdout?.pipe(out);
      site.child.stderr?.pipe(out);
    }
    sites.push(site);
    stack.push(site);
  }
  const proxy = await startNginx({
    confPath: path.join(ROOT, 'deploy', 'nginx.conf'),
    upstreams: sites.map((site) => new URL(site.url).host),
  });
  stack.push(proxy);
  return { recorders, sites, proxy };
}

import { execFileSync } from 'node:child_process';
import { ROOT } from './processes';

/** The commit measured: BENCH_COMMIT (a run from an exported tree), else the checkout's HEAD. */
export function measuredCommit(): string | null {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return null;
  }
}

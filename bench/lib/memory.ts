import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of a process tree, read from /proc: the server is `next start` and whatever
 * it forks, so the figure is the sum of VmRSS over the tree, sampled on an interval. Linux only.
 */

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: read the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** VmRSS and VmHWM (peak) of one process, in bytes; zeros when it is gone. */
function processMemory(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

export interface TreeMemory {
  rss: number;
  /** Sum of each process's own peak: an upper bound of the tree's peak. */
  hwmSum: number;
}

export function treeMemory(root: number): TreeMemory {
  let rss = 0;
  let hwmSum = 0;
  for (const pid of processTree(root)) {
    const memory = processMemory(pid);
    rss += memory.rss;
    hwmSum += memory.hwm;
  }
  return { rss, hwmSum };
}

/**
 * Samples a tree's RSS every `intervalMs`. `peak` is the highest sampled sum over the whole
 * run; `window()` starts a sub-measurement (one request, one phase) with its own peak.
 */
export class RssSampler {
  peak = 0;
  private windowPeak = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly root: number,
    private readonly intervalMs = 100,
  ) {}

  sample(): number {
    const { rss } = treeMemory(this.root);
    this.peak = Math.max(this.peak, rss);
    this.windowPeak = Math.max(this.windowPeak, rss);
    return rss;
  }

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  /** Starts a window; the returned function ends it and gives the window's peak. */
  window(): () => number {
    this.windowPeak = this.sample();
    return () => {
      this.sample();
      return this.windowPeak;
    };
  }

  /** The kernel's own peak of each process, summed (catches spikes between samples). */
  highWaterMark(): number {
    return treeMemory(this.root).hwmSum;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

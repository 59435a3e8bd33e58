import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/*
 * Who holds the writer's lease: `host:pid:nonce`. The host and the process id let another
 * process on the same host tell that a holder has died (killed, crashed, out of memory) before
 * its lease runs out; the nonce tells apart two holders that reused one process id.
 */

/** A holder name for this process. */
export function newWriterHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Whether the holder is a process of this host that no longer runs: gone, or a zombie (killed,
 * and not yet reaped by its parent, which in a container without an init can take long).
 * Anything else may still hold the lease: another host (nothing to ask), a name in another
 * form, or a live process, even one of another user (EPERM). A reused process id reads as
 * alive: the lease then keeps its expiry, as before.
 */
export function writerHolderIsGone(holder: string): boolean {
  const parts = holder.split(':');
  if (parts.length < 3) return false;
  const pid = Number(parts.at(-2));
  if (parts.slice(0, -2).join(':') !== hostname() || !Number.isSafeInteger(pid) || pid <= 0) {
    return false;
  }
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return hasExited(pid);
}

/** Whether Linux lists the process as exited, its entry kept only for its parent to read. */
function hasExited(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  // The state follows the command name, which is in parentheses and may hold any character.
  const state = stat[stat.lastIndexOf(')') + 2];
  return state === 'Z' || state === 'X';
}

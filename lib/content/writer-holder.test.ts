import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { newWriterHolder, writerHolderIsGone } from './writer-holder';

/** A process id that did run on this host and has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid!;
  await once(child, 'exit');
  return pid;
}

describe('the writer holder', () => {
  it('names this host and this process', () => {
    expect(newWriterHolder()).toMatch(new RegExp(`^${hostname()}:${process.pid}:[0-9a-f]{8}$`));
    expect(newWriterHolder()).not.toBe(newWriterHolder());
  });

  it('is gone once its process has ended, not while it runs', async () => {
    expect(writerHolderIsGone(newWriterHolder())).toBe(false);
    expect(writerHolderIsGone(`${hostname()}:${await endedPid()}:0badf00d`)).toBe(true);
  });

  it('is gone once its process has exited, even before its parent reaps it', async () => {
    // A shell that starts a child, then becomes a process that never waits for it: the child
    // exits and stays a zombie for as long as that process runs. The child outlives the shell's
    // exec, so the shell cannot have reaped it first.
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30']);
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(line.toString().trim());
      await expect
        .poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], {
          timeout: 10_000,
        })
        .toBe('Z');
      expect(writerHolderIsGone(`${hostname()}:${zombie}:0badf00d`)).toBe(true);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('may still hold the lease when this host cannot tell', async () => {
    const pid = await endedPid();
    // Another host's process: nothing here can ask it.
    expect(writerHolderIsGone(`elsewhere:${pid}:0badf00d`)).toBe(false);
    // Names of another form (an older release, a test's) keep the lease's expiry.
    for (const holder of ['one', 'host:notapid:x', `${hostname()}:0:x`, `${hostname()}:-1:x`, ''])
      expect(writerHolderIsGone(holder), holder).toBe(false);
  });
});

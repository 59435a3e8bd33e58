import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SERVER_MALLOC_ENV, serverNodeOptions } from './processes';

/*
 * package.json's start script stays a shell literal (an operator reads and copies it), so the
 * bench writes its settings again: this runs the script's own assignments in a shell, with a
 * clean environment, and compares what `next start` would get with what the bench gives it.
 */

const startScript = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts.start!;

/** The environment the start script gives `next start`, from the given environment. */
function startEnvironment(env: Record<string, string>): Record<string, string> {
  expect(startScript).toMatch(/ next start$/);
  const printed = execFileSync('/bin/sh', ['-c', startScript.replace(/ next start$/, ' env')], {
    // Only PATH besides the given variables (Next's types would ask for NODE_ENV too).
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  return Object.fromEntries(
    printed
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe("the bench's server settings", () => {
  it("are npm start's Node options and malloc settings", () => {
    const started = startEnvironment({});
    expect(started.NODE_OPTIONS?.trim()).toBe(serverNodeOptions());
    expect({
      MALLOC_ARENA_MAX: started.MALLOC_ARENA_MAX,
      MALLOC_MMAP_THRESHOLD_: started.MALLOC_MMAP_THRESHOLD_,
    }).toEqual(SERVER_MALLOC_ENV);
  });

  it("put extra flags after npm start's own, as its NODE_OPTIONS does", () => {
    const extra = '--import ./bench/lib/soak/heap-log.mjs';
    expect(startEnvironment({ NODE_OPTIONS: extra }).NODE_OPTIONS?.trim()).toBe(
      serverNodeOptions(extra),
    );
  });

  it('name only the settings the start script sets', () => {
    const started = startEnvironment({});
    expect(Object.keys(SERVER_MALLOC_ENV).every((name) => name in started)).toBe(true);
    expect(
      Object.keys(started)
        .filter((name) => name.startsWith('MALLOC_'))
        .sort(),
    ).toEqual(Object.keys(SERVER_MALLOC_ENV).sort());
  });
});

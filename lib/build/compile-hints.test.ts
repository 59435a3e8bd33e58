import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  rootChunkPaths,
  withCompileHint,
} from './compile-hints.mjs';

describe('withCompileHint', () => {
  it('puts the hint on the first line, before the chunk itself', () => {
    expect(withCompileHint('(globalThis.TURBOPACK||[]).push([])')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])',
    );
  });

  it('adds it once, however often the build step runs', () => {
    const once = withCompileHint('let a = 1;');
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('rootChunkPaths', () => {
  it('reads the root chunks of the build manifest', () => {
    const manifest = {
      rootMainFiles: ['static/chunks/0skbd.js', 'static/chunks/turbopack-2u1d.js'],
    };
    expect(rootChunkPaths(manifest)).toEqual([
      'static/chunks/0skbd.js',
      'static/chunks/turbopack-2u1d.js',
    ]);
  });

  it.each([
    ['no manifest', null],
    ['no rootMainFiles', { polyfillFiles: ['static/chunks/p.js'] }],
    ['an empty list', { rootMainFiles: [] }],
  ])('refuses %s, so a framework change cannot silently drop the hint', (_, manifest) => {
    expect(() => rootChunkPaths(manifest)).toThrow(/no rootMainFiles/);
  });

  it.each(['static/chunks/../../server/app.js', 'static/css/app.css', '/etc/passwd', 42])(
    'refuses the unexpected entry %s',
    (entry) => {
      expect(() => rootChunkPaths({ rootMainFiles: ['static/chunks/a.js', entry] })).toThrow(
        /unexpected root chunk/,
      );
    },
  );
});

describe('addCompileHints', () => {
  let distDir: string;
  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(distDir, 'static/chunks'), { recursive: true });
  });
  afterEach(() => rm(distDir, { recursive: true, force: true }));

  const write = (file: string, text: string) => writeFile(path.join(distDir, file), text);
  const read = (file: string) => readFile(path.join(distDir, file), 'utf8');

  it('hints the root chunks and leaves page chunks as they were', async () => {
    await write(
      'build-manifest.json',
      JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js'] }),
    );
    await write('static/chunks/react.js', 'react();');
    await write('static/chunks/router.js', 'router();');
    await write('static/chunks/page.js', 'page();');

    const results = await addCompileHints(distDir);

    expect(results).toEqual([
      { file: 'static/chunks/react.js', changed: true },
      { file: 'static/chunks/router.js', changed: true },
    ]);
    expect(await read('static/chunks/react.js')).toBe(`${COMPILE_HINT}react();`);
    expect(await read('static/chunks/router.js')).toBe(`${COMPILE_HINT}router();`);
    expect(await read('static/chunks/page.js')).toBe('page();');
  });

  it('reports chunks already hinted as unchanged', async () => {
    await write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/a.js'] }));
    await write('static/chunks/a.js', `${COMPILE_HINT}a();`);
    expect(await addCompileHints(distDir)).toEqual([
      { file: 'static/chunks/a.js', changed: false },
    ]);
    expect(await read('static/chunks/a.js')).toBe(`${COMPILE_HINT}a();`);
  });

  it('fails when a listed chunk is missing', async () => {
    await write(
      'build-manifest.json',
      JSON.stringify({ rootMainFiles: ['static/chunks/gone.js'] }),
    );
    await expect(addCompileHints(distDir)).rejects.toThrow(/ENOENT/);
  });
});

/*
 * After `next build` compiles, the framework's root chunks (React DOM, the App Router, the
 * Turbopack runtime: loaded by every page) get V8's explicit compile hint as their first line.
 * Plain JavaScript because next.config.mjs runs it (compiler.runAfterProductionCompile);
 * types in compile-hints.d.mts.
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. Turbopack
 * wraps every module in a function, so React DOM and the router were compiled inside the one
 * task that boots the page and starts hydration: 38-62 ms on this machine, a 150-250 ms task
 * under Lighthouse's 4x CPU slowdown, most of the page's Total Blocking Time. A script that
 * starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, on a
 * background thread (Chrome 136+; other browsers read a comment). These chunks are nearly all
 * called at load, which is the case the hint is for; page chunks are small and left alone.
 *
 * A build whose manifest lists no root chunks fails: a silent no-op would lose the gain
 * without anyone noticing. Subresource integrity (experimental.sri) would have to be computed
 * after this step; the site does not use it.
 */

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The framework's root chunks, relative to the dist dir, from `build-manifest.json`.
 * @param {unknown} manifest
 * @returns {string[]}
 */
export function rootChunkPaths(manifest) {
  const files =
    manifest && typeof manifest === 'object' && 'rootMainFiles' in manifest
      ? manifest.rootMainFiles
      : undefined;
  if (!Array.isArray(files) || files.length === 0)
    throw new Error('build-manifest.json lists no rootMainFiles: no chunk to give a compile hint');
  for (const file of files) {
    if (typeof file !== 'string' || !/^static\/chunks\/[\w.-]+\.js$/.test(file))
      throw new Error(`build-manifest.json: unexpected root chunk ${JSON.stringify(file)}`);
  }
  return files;
}

/**
 * Prepends the hint to every root chunk under distDir; idempotent.
 * @param {string} distDir
 * @returns {Promise<{ file: string, changed: boolean }[]>}
 */
export async function addCompileHints(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const results = [];
  for (const file of rootChunkPaths(manifest)) {
    const target = path.join(distDir, file);
    const source = await readFile(target, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) await writeFile(target, hinted);
    results.push({ file, changed: hinted !== source });
  }
  return results;
}

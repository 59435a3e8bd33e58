import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const unitTestFiles = [
  'lib/**/*.test.ts',
  'sample-api/**/*.test.ts',
  'components/**/*.test.ts',
  'components/**/*.test.tsx',
  'bench/**/*.test.ts',
];
/*
 * Files that need a module graph of their own: those that replace modules (vi.mock), since a
 * module another file imported first would keep its real import, and those that say so in a
 * `// @isolate: why` line, since they read state every module of the process adds to.
 */
const ownGraph = globSync(unitTestFiles).filter((file) =>
  /\bvi\.(do)?mock\(|^\/\/ @isolate: /m.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  resolve: {
    alias: {
      'server-only': path.resolve(import.meta.dirname, 'lib/testing/server-only-stub.ts'),
      '@': path.resolve(import.meta.dirname, '.'),
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['lib/testing/unit-file-setup.ts'],
    projects: [
      // Every other file shares its worker's modules with the files before it: importing the
      // graph again for each file was most of the run. The setup file puts back the environment.
      {
        extends: true,
        test: { name: 'shared', include: unitTestFiles, exclude: ownGraph, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ownGraph } },
    ],
    // Worker threads rather than child processes: starting a thread costs less than starting a
    // Node process.
    pool: 'threads',
    // One worker more than cores on a small machine: many files wait on a real server (PostgreSQL,
    // Redis, a child process) or a real timer rather than compute, and with one worker per core
    // a fresh clone's run (no durations of an earlier run to order files by) took twice as long.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      'server-only': path.resolve(import.meta.dirname, 'lib/testing/server-only-stub.ts'),
      '@': path.resolve(import.meta.dirname, '.'),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'sample-api/**/*.test.ts',
      'components/**/*.test.ts',
      'components/**/*.test.tsx',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Worker threads rather than child processes: each test file still gets its own module
    // graph and globals, and starting a thread costs less than starting a Node process.
    pool: 'threads',
    // One worker more than cores on a small machine: many files wait on a real server (PostgreSQL,
    // Redis, a child process) or a real timer rather than compute, and with one worker per core
    // a fresh clone's run (no durations of an earlier run to order files by) took twice as long.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});

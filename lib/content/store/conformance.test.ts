import { afterAll } from 'vitest';
import { defineContentStoreConformance } from '../store-conformance';
import { openContentStore } from '.';
import { temporaryFolder } from './test-fixtures';

// The embedded store against the cases every ContentStore answers (lib/content/store-conformance.ts).
let folder: ReturnType<typeof temporaryFolder> | null = null;

defineContentStoreConformance('SQLite', () => ({
  async reset() {
    folder?.remove();
    folder = temporaryFolder();
  },
  async open() {
    return openContentStore(folder!.path('index.sqlite'));
  },
}));

afterAll(() => folder?.remove());

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { ISLAND_NAMESPACES, pickNamespaces, type Island } from './client-messages';

/** Every file under dir, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const sources = [...files('components'), ...files('app')]
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.normalize(file));
const read = (file: string) => readFileSync(file, 'utf8');

/** The files a component file imports from components/ (relative or @/components), transitively. */
function reachableFrom(roots: string[]): Set<string> {
  const reachable = new Set(roots.map((root) => path.normalize(root)));
  for (let changed = true; changed;) {
    changed = false;
    for (const file of [...reachable]) {
      for (const [, spec] of read(file).matchAll(/from '((?:\.|@\/components)[^']*)'/g)) {
        const base = spec!.startsWith('@/') ? spec!.slice(2) : path.join(path.dirname(file), spec!);
        const target = [`${base}.tsx`, `${base}.ts`]
          .map((candidate) => path.normalize(candidate))
          .find((candidate) => sources.includes(candidate));
        if (target && !reachable.has(target)) {
          reachable.add(target);
          changed = true;
        }
      }
    }
  }
  return reachable;
}

function namespacesUsed(files: Iterable<string>): Set<string> {
  return new Set(
    [...files].flatMap((file) =>
      [...read(file).matchAll(/useTranslations\('([A-Za-z]+)/g)].map((match) => match[1]!),
    ),
  );
}

const ISLAND_ROOTS: Record<Island, string> = {
  catalog: 'components/catalog/CatalogBrowser.tsx',
  directory: 'components/directory/DirectoryBrowser.tsx',
  reviews: 'components/reviews/ReviewPager.tsx',
};

describe('client messages', () => {
  it('keep only the named namespaces', () => {
    const picked = pickNamespaces(en, ['Home', 'NoSuchNamespace']);
    expect(Object.keys(picked)).toEqual(['Home']);
    expect(picked.Home).toBe(en.Home);
  });

  it.each(Object.keys(ISLAND_ROOTS) as Island[])(
    'give the %s island exactly the namespaces its tree translates with',
    (island) => {
      const used = namespacesUsed(reachableFrom([ISLAND_ROOTS[island]]));
      expect(used.size).toBeGreaterThan(0);
      expect([...used].sort()).toEqual([...ISLAND_NAMESPACES[island]].sort());
    },
  );

  it('wrap every island in its provider wherever a page renders it', () => {
    for (const [island, root] of Object.entries(ISLAND_ROOTS)) {
      const name = path.basename(root, '.tsx');
      const renderers = sources.filter((file) => new RegExp(`<${name}\\b`).test(read(file)));
      expect(renderers.length, name).toBeGreaterThan(0);
      for (const file of renderers)
        expect(read(file), file).toContain(`<IslandMessages island="${island}"`);
    }
  });

  it('leave every other client component without next-intl, whose client hooks need a provider', () => {
    // A client component is a file that says 'use client', or a component one of them imports.
    const islands = reachableFrom(Object.values(ISLAND_ROOTS));
    const clientRoots = sources.filter((file) => read(file).includes("'use client'"));
    const outside = [...reachableFrom(clientRoots)].filter((file) => !islands.has(file));
    expect(outside).toContain(path.normalize('components/layout/LanguageSwitch.tsx'));
    expect(outside).toContain(path.normalize('components/layout/ErrorTextsProvider.tsx'));
    for (const file of outside) {
      expect(read(file), file).not.toMatch(/from 'next-intl(\/[a-z]+)?'/);
      expect(read(file), file).not.toMatch(/\buse(Translations|Formatter|Locale|Now|TimeZone)\(/);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { CLIENT_NAMESPACES, pickNamespaces } from './client-messages';

/** Every file under dir, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('client messages', () => {
  it('keep only the named namespaces', () => {
    const picked = pickNamespaces(en, ['Home', 'NoSuchNamespace']);
    expect(Object.keys(picked)).toEqual(['Home']);
    expect(picked.Home).toBe(en.Home);
  });

  it('cover every namespace a client component translates with', () => {
    // A client component is a file that says 'use client', or a component one of them renders:
    // every useTranslations call in components/ and app/ outside server-only files is checked.
    const sources = [...files('components'), ...files('app')].filter((file) =>
      /\.tsx?$/.test(file),
    );
    const clientFiles = sources.filter((file) =>
      readFileSync(file, 'utf8').includes("'use client'"),
    );
    const reachable = new Set(clientFiles);
    // Follow relative and @/components imports from client files (client boundaries pass them on).
    for (let changed = true; changed;) {
      changed = false;
      for (const file of [...reachable]) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(
          /from '((?:\.|@\/components)[^']*)'/g,
        )) {
          const base = spec!.startsWith('@/')
            ? spec!.slice(2)
            : path.join(path.dirname(file), spec!);
          const target = [`${base}.tsx`, `${base}.ts`].find((candidate) =>
            sources.includes(path.normalize(candidate)),
          );
          if (target && !reachable.has(path.normalize(target))) {
            reachable.add(path.normalize(target));
            changed = true;
          }
        }
      }
    }
    const used = new Set(
      [...reachable].flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/useTranslations\('([A-Za-z]+)/g)].map(
          (match) => match[1]!,
        ),
      ),
    );
    expect(used.size).toBeGreaterThan(3);
    for (const namespace of used) expect(CLIENT_NAMESPACES, namespace).toContain(namespace);
  });
});

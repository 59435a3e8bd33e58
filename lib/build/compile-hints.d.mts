export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function rootChunkPaths(manifest: unknown): string[];
export function addCompileHints(distDir: string): Promise<{ file: string; changed: boolean }[]>;

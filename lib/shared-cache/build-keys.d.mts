/** The shared cache's keys of one build (see build-keys.mjs). */
export declare function readBuildId(distDir: string): string;
export declare function buildKeyPrefix(prefix: string, buildId: string): string;

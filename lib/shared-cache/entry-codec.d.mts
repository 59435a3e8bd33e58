export declare function encodeEntry(entry: unknown): string;
export declare function decodeEntry(
  text: unknown,
): { lastModified: number; [key: string]: unknown } | null;

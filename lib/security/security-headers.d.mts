export interface HeaderEntry {
  key: string;
  value: string;
}

export function contentSecurityPolicy(options: { development: boolean; https: boolean }): string;
export const HSTS: string;
export function securityHeaders(env: { nodeEnv?: string; siteUrl?: string }): HeaderEntry[];

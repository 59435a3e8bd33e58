import { numberSetting } from './number-setting.mjs';

/**
 * The limits of the public MCP endpoint, from the environment, read on each request like the
 * rest of the configuration.
 */
export interface McpConfig {
  /** Origins besides the site's own allowed to call /mcp from a browser (MCP_ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Largest request body, in bytes (MCP_MAX_BODY_BYTES). */
  maxBodyBytes: number;
  /** Most JSON-RPC messages in one batch (MCP_MAX_BATCH). */
  maxBatch: number;
  /** Sustained calls per client address and minute (MCP_RATE_PER_MINUTE). */
  ratePerMinute: number;
  /** Calls a client may make at once before the rate applies (MCP_RATE_BURST). */
  rateBurst: number;
}

function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
}

export function getMcpConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): McpConfig {
  return {
    allowedOrigins: origins(env.MCP_ALLOWED_ORIGINS),
    maxBodyBytes: numberSetting(env, 'MCP_MAX_BODY_BYTES', {
      fallback: 65_536,
      min: 1_024,
      max: 4_194_304,
    }),
    maxBatch: numberSetting(env, 'MCP_MAX_BATCH', { fallback: 10, min: 1, max: 100 }),
    ratePerMinute: numberSetting(env, 'MCP_RATE_PER_MINUTE', {
      fallback: 120,
      min: 1,
      max: 100_000,
    }),
    rateBurst: numberSetting(env, 'MCP_RATE_BURST', { fallback: 30, min: 1, max: 10_000 }),
  };
}

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

function integerOr(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isInteger(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
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
    maxBodyBytes: integerOr(env.MCP_MAX_BODY_BYTES, 65_536, 1_024, 4_194_304),
    maxBatch: integerOr(env.MCP_MAX_BATCH, 10, 1, 100),
    ratePerMinute: integerOr(env.MCP_RATE_PER_MINUTE, 120, 1, 100_000),
    rateBurst: integerOr(env.MCP_RATE_BURST, 30, 1, 10_000),
  };
}

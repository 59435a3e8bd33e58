import { describe, expect, it } from 'vitest';
import { getMcpConfig } from './mcp-config';

describe('getMcpConfig', () => {
  it('has limits by default and reads, clamps or ignores the settings', () => {
    expect(getMcpConfig({})).toEqual({
      allowedOrigins: [],
      maxBodyBytes: 65_536,
      maxBatch: 10,
      ratePerMinute: 120,
      rateBurst: 30,
    });
    expect(
      getMcpConfig({
        MCP_ALLOWED_ORIGINS: 'https://claude.ai, javascript:alert(1), https://chatgpt.com/path',
        MCP_MAX_BODY_BYTES: '10',
        MCP_RATE_PER_MINUTE: 'lots',
      }),
    ).toMatchObject({
      allowedOrigins: ['https://claude.ai'],
      maxBodyBytes: 1_024,
      ratePerMinute: 120,
    });
  });
});

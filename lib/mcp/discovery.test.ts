import { describe, expect, it } from 'vitest';
import serverJson from '@/server.json';
import { mcpServerName, serverCard } from './discovery';

describe('mcpServerName', () => {
  it("reverses the site's domain, as the registry names servers", () => {
    expect(mcpServerName('https://directory.example.org/')).toBe('org.example.directory/mcp');
    expect(mcpServerName('https://annuaire.example.ca:8443/fr')).toBe('ca.example.annuaire/mcp');
  });

  it('never names a server after an address or a bare host: the registered name instead', () => {
    for (const site of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      expect(mcpServerName(site), site).toBe(serverJson.name);
    }
  });

  it('gives the server card that name', () => {
    expect(serverCard('http://127.0.0.1:3310', 'Directory').name).toBe(serverJson.name);
  });
});

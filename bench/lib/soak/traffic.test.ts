import { describe, expect, it } from 'vitest';
import { nextRequest, seededRandom, TRAFFIC_WEIGHTS, type TrafficUniverse } from './traffic';

const universe: TrafficUniverse = {
  slugs: Array.from({ length: 1000 }, (_, index) => `business-${index}`),
  hotCount: 10,
  categories: ['bakery', 'hardware'],
  words: ['bread', 'pain'],
  companions: ['/llms.txt', '/sitemap.xml'],
};

function draw(count: number) {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, index) => nextRequest(random, universe, index));
}

describe('the soak traffic mix', () => {
  it('draws each kind about as often as its weight says', () => {
    const requests = draw(20_000);
    const total = Object.values(TRAFFIC_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    for (const [kind, weight] of Object.entries(TRAFFIC_WEIGHTS)) {
      const share = requests.filter((request) => request.kind === kind).length / requests.length;
      expect(share, kind).toBeGreaterThan((weight / total) * 0.85);
      expect(share, kind).toBeLessThan((weight / total) * 1.15);
    }
  });

  it('sends most business requests to the popular few and the rest anywhere', () => {
    const pages = draw(20_000).filter((request) => request.kind === 'page');
    const hot = pages.filter((request) => /\/business\/business-\d$/.test(request.path));
    expect(hot.length / pages.length).toBeGreaterThan(0.6);
    expect(hot.length / pages.length).toBeLessThan(0.8);
    const distinct = new Set(pages.map((request) => request.path.replace(/^\/fr/, '')));
    expect(distinct.size).toBeGreaterThan(500);
  });

  it('asks for twins both by .md and by Accept, and MCP by a JSON-RPC POST', () => {
    const requests = draw(5_000);
    const twins = requests.filter((request) => request.kind === 'twin');
    expect(twins.some((request) => request.path.endsWith('.md'))).toBe(true);
    expect(twins.some((request) => request.headers.Accept === 'text/markdown')).toBe(true);
    const mcp = requests.find((request) => request.kind === 'mcp');
    expect(mcp?.method).toBe('POST');
    expect(JSON.parse(mcp?.body ?? '{}')).toMatchObject({ jsonrpc: '2.0', method: 'tools/call' });
  });

  it('is the same run for the same seed', () => {
    expect(draw(50)).toEqual(draw(50));
  });
});

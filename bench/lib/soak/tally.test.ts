import { describe, expect, it } from 'vitest';
import { postgresSoakSchedule, soakSchedule } from './schedule';
import { judgeSoak, peakPerSecond, type Answer, type MemorySample } from './tally';

const schedule = soakSchedule(600_000);
const MB = 1024 * 1024;

function flatMemory(mb: number[]): MemorySample[] {
  return Array.from({ length: 60 }, (_, index) => ({
    atMs: index * 10_000,
    rss: mb.map((m) => m * MB),
  }));
}

function judge(answers: Answer[], overrides: Partial<Parameters<typeof judgeSoak>[0]> = {}) {
  return judgeSoak({
    schedule,
    answers,
    upstreamOffsetsMs: [[0, 10, 20], [5]],
    upstreamLimit: 100,
    memory: flatMemory([200, 210]),
    rssLimitMb: 512,
    revalidation: { pass: true, detail: 'both instances show it' },
    ...overrides,
  });
}

describe('judging a soak', () => {
  it('passes a clean run and counts its answers by status and kind', () => {
    const verdict = judge([
      { atMs: 1000, kind: 'page', status: 200, ms: 3, cache: 'HIT' },
      { atMs: 2000, kind: 'mcp', status: 200, ms: 9 },
    ]);
    expect(verdict.pass).toBe(true);
    expect(verdict.statuses).toEqual({ '200': 2 });
    expect(verdict.byKind.page).toEqual({ '200': 1 });
    expect(verdict.cacheStatuses).toEqual({ HIT: 1 });
    expect(verdict.peakRssMb).toEqual([200, 210]);
  });

  it('allows 503s during the outage and its grace, and fails them outside', () => {
    const during = schedule.apiDown.fromMs + 1000;
    const after = schedule.apiDown.toMs + schedule.recoveryGraceMs + 1000;
    const verdict = judge([
      { atMs: during, kind: 'page', status: 503, ms: 3, retryAfter: true },
      { atMs: after, kind: 'page', status: 503, ms: 3, retryAfter: true },
    ]);
    expect(verdict.explained503).toEqual({ api: 1, postgres: 0 });
    expect(verdict.unexplained503).toBe(1);
    // Sent just before the API stopped, answered after: the outage explains it.
    const straddling = judge([
      { atMs: schedule.apiDown.fromMs - 500, kind: 'page', status: 503, ms: 800, retryAfter: true },
    ]);
    expect(straddling.explained503.api).toBe(1);
    expect(verdict.pass).toBe(false);
  });

  it('fails on a 500, a lost request, too many upstream calls, memory growth or a stale page', () => {
    expect(judge([{ atMs: 1, kind: 'json', status: 500, ms: 1 }]).pass).toBe(false);
    expect(judge([{ atMs: 1, kind: 'json', status: 0, ms: 1 }]).pass).toBe(false);
    const inOutage = schedule.apiDown.fromMs + 1;
    expect(judge([{ atMs: inOutage, kind: 'companion', status: 0, ms: 1 }]).pass).toBe(true);
    // A lost request is named, with when it was sent and how long it waited.
    const lost = judge([
      { atMs: 4_000, kind: 'companion', status: 0, ms: 30_000, path: '/llms.txt' },
      { atMs: inOutage, kind: 'companion', status: 0, ms: 1, path: '/sitemap.xml' },
    ]);
    expect(lost.lostSamples).toEqual(['4 s /llms.txt after 30 s']);
    expect(judge([], { upstreamLimit: 2 }).reasons[0]).toMatch(/instance 1 made 3/);
    const growing = Array.from({ length: 60 }, (_, index) => ({
      atMs: index * 10_000,
      rss: [(200 + index * 5) * MB],
    }));
    expect(judge([], { memory: growing, upstreamOffsetsMs: [[]] }).reasons.join()).toMatch(/grew/);
    expect(judge([], { rssLimitMb: 205 }).reasons.join()).toMatch(/instance 2 peaked at 210 MB/);
    expect(judge([], { revalidation: { pass: false, detail: 'old' } }).pass).toBe(false);
  });

  it('fails a 503 that does not say when to come back, even during an outage', () => {
    const during = schedule.apiDown.fromMs + 1000;
    const bare = judge([{ atMs: during, kind: 'json', status: 503, ms: 3 }]);
    expect(bare.withoutRetryAfter503).toBe(1);
    expect(bare.reasons).toEqual(['1 503s without Retry-After']);
    expect(judge([{ atMs: during, kind: 'json', status: 503, ms: 3, retryAfter: true }]).pass).toBe(
      true,
    );
  });

  it("lets PostgreSQL's outage explain 503s and cut answers, counted apart from the API's", () => {
    const withPostgres = postgresSoakSchedule(600_000);
    const inPostgresOutage = withPostgres.postgresDown!.fromMs + 1000;
    const verdict = judge(
      [
        { atMs: inPostgresOutage, kind: 'filtered', status: 503, ms: 3, retryAfter: true },
        { atMs: inPostgresOutage, kind: 'companion', status: 0, ms: 3 },
      ],
      { schedule: withPostgres },
    );
    expect(verdict.explained503).toEqual({ api: 0, postgres: 1 });
    expect(verdict.pass).toBe(true);
    // Without a PostgreSQL outage in the schedule, the same moment has no excuse.
    const plain = judge([
      { atMs: inPostgresOutage, kind: 'filtered', status: 503, ms: 3, retryAfter: true },
    ]);
    expect(plain.unexplained503).toBe(1);
  });

  it("fails with the PostgreSQL mode's own reasons", () => {
    const verdict = judge([], { postgresReasons: ['instance 2 still failed database reads'] });
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(['PostgreSQL: instance 2 still failed database reads']);
  });

  it('counts upstream calls per whole second', () => {
    expect(peakPerSecond([0, 999, 1000, 1500, 1999, 2500])).toBe(3);
    expect(peakPerSecond([])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { soakSchedule } from './schedule';
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
      { atMs: during, kind: 'page', status: 503, ms: 3 },
      { atMs: after, kind: 'page', status: 503, ms: 3 },
    ]);
    expect(verdict.explained503).toBe(1);
    expect(verdict.unexplained503).toBe(1);
    // Sent just before the API stopped, answered after: the outage explains it.
    const straddling = judge([
      { atMs: schedule.apiDown.fromMs - 500, kind: 'page', status: 503, ms: 800 },
    ]);
    expect(straddling.explained503).toBe(1);
    expect(verdict.pass).toBe(false);
  });

  it('fails on a 500, a lost request, too many upstream calls, memory growth or a stale page', () => {
    expect(judge([{ atMs: 1, kind: 'json', status: 500, ms: 1 }]).pass).toBe(false);
    expect(judge([{ atMs: 1, kind: 'json', status: 0, ms: 1 }]).pass).toBe(false);
    const inOutage = schedule.apiDown.fromMs + 1;
    expect(judge([{ atMs: inOutage, kind: 'companion', status: 0, ms: 1 }]).pass).toBe(true);
    expect(judge([], { upstreamLimit: 2 }).reasons[0]).toMatch(/instance 1 made 3/);
    const growing = Array.from({ length: 60 }, (_, index) => ({
      atMs: index * 10_000,
      rss: [(200 + index * 5) * MB],
    }));
    expect(judge([], { memory: growing, upstreamOffsetsMs: [[]] }).reasons.join()).toMatch(/grew/);
    expect(judge([], { rssLimitMb: 205 }).reasons.join()).toMatch(/instance 2 peaked at 210 MB/);
    expect(judge([], { revalidation: { pass: false, detail: 'old' } }).pass).toBe(false);
  });

  it('counts upstream calls per whole second', () => {
    expect(peakPerSecond([0, 999, 1000, 1500, 1999, 2500])).toBe(3);
    expect(peakPerSecond([])).toBe(0);
  });
});

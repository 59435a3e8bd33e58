import { describe, expect, it } from 'vitest';
import {
  judgePostgresRestart,
  recoveredAfterMs,
  type PostgresObservations,
  type ProbeAnswer,
} from './postgres-verdicts';
import { postgresSoakSchedule } from './schedule';
import type { Answer } from './tally';

const schedule = postgresSoakSchedule(600_000);
const down = schedule.postgresDown!;
const BACK = down.toMs + 400;

const probe = (atMs: number, status: number, ms = 20): ProbeAnswer => ({
  atMs,
  ms,
  status,
  retryAfter: status === 503,
});

/** An instance that answers 200, then 503s while the server is away, then 200 again. */
function healthyProbes(recoversAfterMs = 600): ProbeAnswer[] {
  return [
    probe(down.fromMs - 1_000, 200),
    probe(down.fromMs + 500, 503),
    probe(down.toMs, 503),
    probe(BACK + recoversAfterMs - 20, 200),
    probe(BACK + recoversAfterMs + 500, 200),
  ];
}

function observed(overrides: Partial<PostgresObservations> = {}): PostgresObservations {
  return {
    probes: [healthyProbes(), healthyProbes(1_200)],
    backAtMs: BACK,
    versionsAfterRestart: { en: 3, fr: 4 },
    versionsAtEnd: { en: 5, fr: 6 },
    versionsAdvancedAtMs: { en: 490_000, fr: 500_000 },
    storedBusinesses: 100_010,
    searchTotals: [100_010, 100_010],
    writerPeakUpstreamPerSecond: 120,
    upstreamLimit: 500,
    ...overrides,
  };
}

const during = down.fromMs + 2_000;
const judge = (answers: Answer[] = [], overrides: Partial<PostgresObservations> = {}) =>
  judgePostgresRestart(schedule, answers, observed(overrides));

describe("judging PostgreSQL's restart", () => {
  it('passes 503s with Retry-After for database reads and a recovery within the grace', () => {
    const verdict = judge([
      { atMs: during, kind: 'filtered', status: 503, ms: 4, retryAfter: true },
      { atMs: during, kind: 'page', status: 200, ms: 4 },
      { atMs: down.fromMs - 60_000, kind: 'page', status: 200, ms: 4 },
    ]);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.recoveryMs).toEqual([600, 1_200]);
    expect(verdict.duringOutage).toEqual({ filtered: { '503': 1 }, page: { '200': 1 } });
    expect(verdict.probeStatuses).toEqual({ '200': 6, '503': 4 });
  });

  it('fails when a page that needs no database fails while it is down', () => {
    const verdict = judge([
      { atMs: during, kind: 'page', status: 503, ms: 4, retryAfter: true },
      { atMs: during, kind: 'twin', status: 0, ms: 30_000 },
      // Reads the search: a 503 is its honest answer.
      { atMs: during, kind: 'json', status: 503, ms: 4, retryAfter: true },
    ]);
    expect(verdict.reasons).toEqual(['2 pages that need no database failed while it was down']);
  });

  it('fails a database read answered 500, a bare 503 or nothing', () => {
    const bare = { ...probe(down.fromMs + 900, 503), retryAfter: false };
    const probes = [[...healthyProbes(), probe(down.fromMs + 700, 500), bare], [probe(during, 0)]];
    const reasons = judge([], { probes }).reasons;
    expect(reasons[0]).toBe(
      '3 database reads answered neither 200 nor 503 with Retry-After (500, 503, 0)',
    );
  });

  it('fails an instance that recovers late, or not at all', () => {
    const late = judge([], {
      probes: [healthyProbes(20_000), [...healthyProbes(), probe(BACK + 9_000, 503)]],
    });
    expect(late.recoveryMs).toEqual([20_000, null]);
    expect(late.reasons).toEqual([
      'instance 1 answered database reads 20 s after the restart',
      'instance 2 still failed database reads at the end',
    ]);
  });

  it('fails a listing version that did not advance, or an instance serving another listing', () => {
    const reasons = judge([], {
      versionsAtEnd: { en: 3, fr: 6 },
      versionsAdvancedAtMs: { en: null, fr: 500_000 },
      searchTotals: [100_010, 100_000],
    }).reasons;
    expect(reasons).toEqual([
      'the stored en listing stayed at version 3 after the restart',
      'instance 2 searched 100000 businesses at the end, the stored listing has 100010',
    ]);
  });

  it('fails a writer over the upstream limit', () => {
    expect(judge([], { writerPeakUpstreamPerSecond: 501 }).reasons).toEqual([
      'the writer made 501 upstream calls in one second',
    ]);
  });
});

describe('when an instance answered database reads again', () => {
  it('is the first success after the last failure, from the return of the server', () => {
    const flapping = [
      probe(1_000, 503),
      probe(2_000, 200),
      probe(3_000, 503),
      probe(4_000, 200, 50),
    ];
    expect(recoveredAfterMs(flapping, 1_500)).toBe(2_550);
    // A read sent while the server was away and answered once it was back counts when answered.
    expect(recoveredAfterMs([probe(900, 200, 300)], 1_000)).toBe(200);
    expect(recoveredAfterMs([probe(2_000, 503)], 1_000)).toBeNull();
    expect(recoveredAfterMs([], 1_000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  outageExplaining,
  postgresSoakSchedule,
  soakSchedule,
  type SoakSchedule,
} from './schedule';

/** Each event's moment, with the windows' ends widened by the grace, in the order they come. */
function moments(schedule: SoakSchedule): [string, number, number][] {
  const grace = schedule.recoveryGraceMs;
  const down = schedule.postgresDown!;
  return [
    ['api', schedule.apiDown.fromMs, schedule.apiDown.toMs + grace],
    ['postgres', down.fromMs, down.toMs + grace],
    ['redis', schedule.redisRestartMs, schedule.redisRestartMs],
    ['revalidate', schedule.revalidateMs, schedule.revalidateMs],
  ];
}

describe('the soak schedule', () => {
  it('has no PostgreSQL outage unless asked', () => {
    expect(soakSchedule(600_000).postgresDown).toBeUndefined();
  });

  it('with PostgreSQL, stops the server for 25 s at ten minutes, between the other events', () => {
    const schedule = postgresSoakSchedule(600_000);
    expect(schedule.apiDown).toEqual({ fromMs: 120_000, toMs: 180_000 });
    expect(schedule.postgresDown).toEqual({ fromMs: 270_000, toMs: 295_000 });
    expect(schedule.redisRestartMs).toBe(390_000);
    expect(schedule.revalidateMs).toBe(480_000);
  });

  it.each([180_000, 300_000, 600_000, 1_200_000])(
    'keeps every event of a %i ms run apart, grace included, so each 503 has one cause',
    (durationMs) => {
      const events = moments(postgresSoakSchedule(durationMs));
      for (let index = 1; index < events.length; index++)
        expect(events[index]![1], events[index]![0]).toBeGreaterThan(events[index - 1]![2]);
      // The readers go on long enough after the revalidation to see its data.
      expect(durationMs - events[3]![1]).toBeGreaterThanOrEqual(30_000);
    },
  );

  it('shortens the outages of a short run', () => {
    const schedule = postgresSoakSchedule(180_000);
    expect(schedule.postgresDown!.toMs - schedule.postgresDown!.fromMs).toBe(18_000);
    expect(schedule.apiDown.toMs - schedule.apiDown.fromMs).toBe(27_000);
  });

  it('names the outage a failed request overlaps, the grace after it included', () => {
    const schedule = postgresSoakSchedule(600_000);
    const down = schedule.postgresDown!;
    expect(
      outageExplaining(schedule, schedule.apiDown.fromMs - 500, schedule.apiDown.fromMs + 1),
    ).toBe('api');
    expect(outageExplaining(schedule, down.fromMs + 1)).toBe('postgres');
    expect(outageExplaining(schedule, down.toMs + schedule.recoveryGraceMs)).toBe('postgres');
    expect(outageExplaining(schedule, down.toMs + schedule.recoveryGraceMs + 1)).toBeNull();
    expect(outageExplaining(schedule, down.fromMs - 1_000, down.fromMs - 10)).toBeNull();
  });
});

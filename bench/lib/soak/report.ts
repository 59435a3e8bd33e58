import type { SoakSchedule } from './schedule';
import type { Answer, SoakVerdicts } from './tally';

/** The soak's report: the verdict, what happened when, and the figures minute by minute. */

export interface SoakEvent {
  atMs: number;
  what: string;
}

export interface SoakSetup {
  commit: string;
  businesses: number;
  instances: number;
  connections: number;
  upstreamLimit: number;
  upstreamConcurrency: number;
  /** The directory in PostgreSQL, an `npm run sync` worker as the writer. */
  withPostgres: boolean;
}

const minuteOf = (atMs: number) => Math.floor(atMs / 60_000);
const clock = (atMs: number) => {
  const seconds = Math.round(atMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function perMinute(
  answers: readonly Answer[],
  upstream: readonly (readonly number[])[],
  verdicts: SoakVerdicts,
): string[] {
  const minutes = new Set([
    ...answers.map((answer) => minuteOf(answer.atMs)),
    ...verdicts.rssByMinute.map(([minute]) => minute!),
  ]);
  const rows = [...minutes].sort((a, b) => a - b);
  const header = [
    '| minute | requests | 2xx | 3xx/4xx | 503 | other 5xx | no answer | upstream calls per instance (peak /s) | RSS MB per instance |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  return [
    ...header,
    ...rows.map((minute) => {
      const inMinute = answers.filter((answer) => minuteOf(answer.atMs) === minute);
      const within = (low: number, high: number) =>
        inMinute.filter((answer) => answer.status >= low && answer.status <= high).length;
      const upstreamCells = upstream.map((offsets) => {
        const calls = offsets.filter((offset) => minuteOf(offset) === minute);
        const perSecond = new Map<number, number>();
        for (const offset of calls) {
          const second = Math.floor(offset / 1000);
          perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
        }
        return `${calls.length} (${Math.max(0, ...perSecond.values())})`;
      });
      const rss = verdicts.rssByMinute.find(([at]) => at === minute)?.slice(1) ?? [];
      return `| ${minute} | ${inMinute.length} | ${within(200, 299)} | ${within(300, 499)} | ${within(503, 503)} | ${within(500, 502) + within(504, 599)} | ${within(0, 0)} | ${upstreamCells.join(' · ')} | ${rss.join(' · ')} |`;
    }),
  ];
}

export function soakReport(input: {
  setup: SoakSetup;
  schedule: SoakSchedule;
  events: readonly SoakEvent[];
  answers: readonly Answer[];
  upstream: readonly (readonly number[])[];
  verdicts: SoakVerdicts;
  revalidationDetail: string;
  /** Sections of the mode's own (the PostgreSQL restart), before the events. */
  more: readonly string[];
}): string {
  const { setup, schedule, verdicts } = input;
  const json = (value: unknown) => `\`${JSON.stringify(value)}\``;
  return [
    setup.withPostgres ? '# Soak with PostgreSQL' : '# Soak',
    '',
    `Commit ${setup.commit}: ${setup.businesses.toLocaleString('en')} businesses, ${setup.instances} instances of one build on one Redis${setup.withPostgres ? ' and one PostgreSQL (read-only role, CONTENT_SYNC=off; an `npm run sync` worker writes)' : ''}, behind deploy/nginx.conf; ${setup.connections} closed-loop readers for ${Math.round(schedule.durationMs / 60_000)} minutes of mixed traffic (bench/lib/soak/traffic.ts). Each instance: at most ${setup.upstreamLimit} upstream calls a second and ${setup.upstreamConcurrency} in flight.`,
    '',
    `**${verdicts.pass ? 'PASS' : 'FAIL'}**${verdicts.pass ? '' : `: ${verdicts.reasons.join('; ')}`}`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| requests | ${verdicts.requests.toLocaleString('en')} |`,
    `| statuses | ${json(verdicts.statuses)} |`,
    `| 5xx other than 503 | ${verdicts.errors500} |`,
    `| 503 while the API was down (or within ${schedule.recoveryGraceMs / 1000} s of its return) | ${verdicts.explained503.api} |`,
    ...(schedule.postgresDown
      ? [
          `| 503 while PostgreSQL was down (or within ${schedule.recoveryGraceMs / 1000} s of its return) | ${verdicts.explained503.postgres} |`,
        ]
      : []),
    `| 503 without Retry-After | ${verdicts.withoutRetryAfter503} |`,
    `| 503 while every service was up | ${verdicts.unexplained503}${verdicts.unexplained503Samples.length > 0 ? ` (${verdicts.unexplained503Samples.join(', ')}, …)` : ''} |`,
    `| requests without an answer | ${verdicts.failedConnections}${verdicts.lostSamples.length > 0 ? ` (while every service was up: ${verdicts.lostSamples.join(', ')})` : ''} |`,
    `| proxy cache statuses | ${json(verdicts.cacheStatuses)} |`,
    `| peak upstream calls in one second, per instance (limit ${verdicts.upstreamLimit}) | ${verdicts.peakUpstreamPerSecond.join(' · ')} |`,
    `| peak RSS MB per instance (limit ${verdicts.rssLimitMb}) | ${verdicts.peakRssMb.join(' · ')} |`,
    `| RSS growth after warm-up, per instance | ${verdicts.rssGrowth.map((growth) => `${(growth * 100).toFixed(1)} %`).join(' · ')} |`,
    `| revalidation | ${input.revalidationDetail} |`,
    '',
    '## Statuses by kind of request',
    '',
    '| kind | statuses |',
    '| --- | --- |',
    ...Object.entries(verdicts.byKind).map(([kind, statuses]) => `| ${kind} | ${json(statuses)} |`),
    '',
    ...input.more,
    '## Events',
    '',
    ...input.events.map((event) => `- ${clock(event.atMs)} ${event.what}`),
    '',
    '## Minute by minute',
    '',
    ...perMinute(input.answers, input.upstream, verdicts),
    '',
  ].join('\n');
}

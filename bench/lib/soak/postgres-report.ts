import type { UpstreamCall } from '../upstream';
import { peakPerSecond } from './tally';
import type { PostgresObservations, PostgresVerdicts } from './postgres-verdicts';
import type { SoakSchedule } from './schedule';

/** The PostgreSQL soak's section of the report: the restart, the recovery, the writer. */

const clock = (atMs: number) => {
  const seconds = Math.round(atMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const json = (value: unknown) => `\`${JSON.stringify(value)}\``;
const isListingRead = (call: UpstreamCall) =>
  call.resource.startsWith('/index/directory-businesses');

export function postgresSection(input: {
  schedule: SoakSchedule;
  observed: PostgresObservations;
  verdicts: PostgresVerdicts;
  writerCalls: readonly UpstreamCall[];
  instanceCalls: readonly (readonly UpstreamCall[])[];
  writerPeakRssMb: number;
}): string[] {
  const { schedule, observed, verdicts, writerCalls } = input;
  const down = schedule.postgresDown;
  const versions = Object.keys(observed.versionsAfterRestart)
    .sort()
    .map(
      (locale) =>
        `${locale} ${observed.versionsAfterRestart[locale]} → ${observed.versionsAtEnd[locale] ?? '—'}`,
    );
  const stored = Object.entries(observed.versionsAdvancedAtMs)
    .sort()
    .map(([locale, atMs]) =>
      atMs === null
        ? `${locale} never`
        : `${locale} ${Math.round((atMs - schedule.revalidateMs) / 1000)} s`,
    );
  const recovery = verdicts.recoveryMs.map((ms) =>
    ms === null ? 'not recovered' : `${(ms / 1000).toFixed(1)} s`,
  );
  return [
    '## PostgreSQL restart',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| stopped, started again (planned) | ${down ? `${clock(down.fromMs)} – ${clock(down.toMs)}` : '—'}; accepting connections at ${clock(observed.backAtMs)} |`,
    `| recovery: first database read answered for good after the restart, per instance | ${recovery.join(' · ')} |`,
    `| database reads asked straight of the instances (search, content index), statuses | ${json(verdicts.probeStatuses)} |`,
    `| stored listing version, after the restart → at the end | ${versions.join(', ')} |`,
    `| new listing version stored, after the revalidation | ${stored.join(', ')} |`,
    `| businesses in the stored English listing / searched by each instance, once it settled | ${observed.storedBusinesses} / ${observed.searchTotals.join(' · ')} |`,
    `| writer (npm run sync): upstream calls, of them listing reads, peak in one second | ${writerCalls.length.toLocaleString('en')}, ${writerCalls.filter(isListingRead).length}, ${peakPerSecond(writerCalls.map((call) => call.start))} |`,
    `| instances: listing reads from the API | ${input.instanceCalls.map((calls) => calls.filter(isListingRead).length).join(' · ')} |`,
    `| writer peak RSS MB | ${input.writerPeakRssMb} |`,
    '',
    '### Traffic while PostgreSQL was down (and its grace), by kind',
    '',
    '| kind | statuses |',
    '| --- | --- |',
    ...Object.entries(verdicts.duringOutage).map(
      ([kind, statuses]) => `| ${kind} | ${json(statuses)} |`,
    ),
    '',
  ];
}

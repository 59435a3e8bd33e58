/**
 * The soak's new data: the sample API switches to its hostile mode (more businesses, one of
 * them NEW_BUSINESS), `POST /api/revalidate` goes to the first instance, and each instance is
 * asked for the new business before, right after and at the end of the run.
 */

/** A business the sample API has only in its hostile mode: new data after the revalidation. */
const NEW_BUSINESS = '/business/hostile-script-injection';

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { redirect: 'manual' })).status;
  } catch {
    return 0;
  }
}

export interface Revalidation {
  before: number[];
  after: number[];
  /** The revalidation's `instances` answer (shared, reached, acknowledged). */
  acknowledged: unknown;
}

/** What each instance answers for the new business, in instance order. */
export const newBusinessStatuses = (urls: readonly string[]) =>
  Promise.all(urls.map((url) => status(`${url}${NEW_BUSINESS}`)));

export async function revalidateWithNewData(input: {
  apiUrl: string;
  urls: readonly string[];
  secret: string;
  at: (what: string) => void;
}): Promise<Revalidation> {
  const before = await newBusinessStatuses(input.urls);
  await fetch(`${input.apiUrl}/__control/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode: 'hostile' }),
  });
  let acknowledged: unknown = null;
  try {
    const answer = await fetch(`${input.urls[0]}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${input.secret}` },
    });
    acknowledged = ((await answer.json()) as { instances?: unknown }).instances;
    input.at(
      `new data in the API; POST /api/revalidate on instance 1: ${answer.status}, instances ${JSON.stringify(acknowledged)}`,
    );
  } catch (error) {
    input.at(`POST /api/revalidate on instance 1 failed: ${String(error)}`);
  }
  return { before, after: await newBusinessStatuses(input.urls), acknowledged };
}

/** Passed when no instance exited and each showed the new business right after and at the end. */
export function judgeRevalidation(
  revalidation: Revalidation,
  atEnd: readonly number[],
  instancesExited: number,
): { pass: boolean; detail: string } {
  const { before, after, acknowledged } = revalidation;
  return {
    pass:
      instancesExited === 0 &&
      before.every((code) => code === 404) &&
      after.every((code) => code === 200) &&
      atEnd.every((code) => code === 200),
    detail: `${NEW_BUSINESS} on each instance: ${before.join('/')} before, ${after.join('/')} right after, ${atEnd.join('/')} at the end (instances acknowledged: ${JSON.stringify(acknowledged)})`,
  };
}

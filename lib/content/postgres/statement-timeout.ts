import type { Queryable } from './pg-database';

/**
 * Runs `work` inside the writer's transaction under a longer statement timeout than the pool's,
 * which is sized for the pages' reads: the statements that scan or sample a whole language's
 * rows can outlast it on a busy host. The client waits as long, or it would give up at the
 * pool's timeout while the server still works. The setting is set back only after a success:
 * a failure rolls the transaction, and the setting, back.
 */
export async function withStatementTimeout<T>(
  db: Queryable,
  timeoutMs: number,
  work: (patient: Queryable) => Promise<T>,
): Promise<T> {
  const [{ previous }] = (await db.query<{ previous: string }>(
    "SELECT current_setting('statement_timeout') AS previous",
  )) as [{ previous: string }];
  const timeout = (value: string) =>
    db.query("SELECT set_config('statement_timeout', $1, true)", [value]);
  await timeout(String(timeoutMs));
  const patient: Queryable = {
    query: (sql, values) => db.query(sql, values, { readTimeoutMs: timeoutMs + 1_000 }),
  };
  const result = await work(patient);
  await timeout(previous);
  return result;
}

import 'server-only';
import type { PgDirectories } from '@/lib/content/postgres/directory/pg-directories';
import { getDirectoriesStore } from '@/lib/content/store';
import type { Directory } from '@/lib/directory/directory';
import { locales, type Locale } from '@/lib/i18n/routing';
import type { CategoryFile } from '@/lib/llms/category-files';
import { DEFAULT_LLMS_LIMITS, llmsCategoryFiles, llmsPlanKey } from '@/lib/llms/llms-txt';
import type { MarkdownContext } from '@/lib/markdown/context';

/*
 * With the cluster's stored directory (DATABASE_URL), the llms files' plan is made once per
 * version for the whole cluster: the writer plans each version it stores, in one pass over the
 * stored businesses, and stores the plan beside the version's facets; an instance reads it in
 * one row instead of reading every business of the directory itself. An instance whose version
 * has no plan yet waits for the writer's a little, then plans it itself while it keeps looking
 * for the writer's, and takes whichever comes first: a writer busy with the other language, or
 * slowed by the load of a cluster starting, never makes /llms.txt wait for both plans in turn.
 * One whose plan was made for another site URL or by another release (the plan's key tells)
 * plans itself at once.
 */

/** Where the plans are kept: the cluster's stored directories. */
type PlanStore = Pick<PgDirectories, 'llmsPlanState' | 'storeLlmsPlan' | 'open'>;

interface StoredPlan {
  key: string;
  files: CategoryFile[];
}

/** How long an instance looks for the writer's plan of a version just stored. */
const WRITER_PLAN_WAIT_MS = 20_000;
/** How long it waits for the writer's plan before it starts its own beside. */
const OWN_PLAN_AFTER_MS = 3_000;
const POLL_MS = 500;

function parsedPlan(text: string | null): StoredPlan | null {
  if (text === null) return null;
  try {
    const plan = JSON.parse(text) as Partial<StoredPlan>;
    return typeof plan.key === 'string' && Array.isArray(plan.files) ? (plan as StoredPlan) : null;
  } catch {
    return null;
  }
}

interface PlanReading {
  store?: PlanStore | null;
  waitMs?: number;
  /** Stops looking: the plan was found another way. */
  signal?: AbortSignal;
}

/**
 * The writer's plan of the directory's version, or null when this process should plan it: no
 * stored directory, a version that is not (or no longer) the current one, a plan of another key,
 * or none stored within the wait.
 */
export async function storedLlmsPlan(
  directory: Pick<Directory, 'locale' | 'version'>,
  ctx: MarkdownContext,
  { store = getDirectoriesStore(), waitMs = WRITER_PLAN_WAIT_MS, signal }: PlanReading = {},
): Promise<CategoryFile[] | null> {
  if (!store || directory.version === null) return null;
  const key = llmsPlanKey(ctx);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (signal?.aborted) return null;
    const state = await store.llmsPlanState(directory.locale as Locale);
    if (!state || state.version !== directory.version) return null;
    if (state.plan !== null) {
      const plan = parsedPlan(state.plan);
      return plan?.key === key ? plan.files : null;
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

interface FirstPlanOptions extends Omit<PlanReading, 'signal'> {
  ownAfterMs?: number;
}

/**
 * The directory's llms plan: the writer's when it is stored first, else this process's own,
 * started once the writer's has not come within `ownAfterMs` (at once when no writer's plan can
 * come). The pass that loses is stopped.
 */
export function llmsPlanOf(
  directory: Pick<Directory, 'locale' | 'version' | 'stream'>,
  ctx: MarkdownContext,
  { ownAfterMs = OWN_PLAN_AFTER_MS, ...reading }: FirstPlanOptions = {},
): Promise<CategoryFile[]> {
  const done = new AbortController();
  return new Promise<CategoryFile[]>((resolve, reject) => {
    let own: Promise<CategoryFile[]> | null = null;
    const settle = (settled: () => void) => {
      if (done.signal.aborted) return;
      clearTimeout(ownTimer);
      done.abort();
      settled();
    };
    const planOwn = () => {
      if (own || done.signal.aborted) return;
      own = llmsCategoryFiles(directory, ctx, DEFAULT_LLMS_LIMITS, done.signal);
      own.then(
        (files) => settle(() => resolve(files)),
        (error: unknown) => settle(() => reject(error)),
      );
    };
    const ownTimer = setTimeout(planOwn, ownAfterMs);
    storedLlmsPlan(directory, ctx, { ...reading, signal: done.signal }).then(
      (files) => {
        if (files) settle(() => resolve(files));
        else planOwn();
      },
      (error: unknown) => {
        // With its own plan under way, a failed look is not an answer.
        if (!own) settle(() => reject(error));
      },
    );
  });
}

/**
 * The writer's side: plans each language's current version unless its plan is stored with this
 * process's key already, and stores it. A version or revision stored while it planned is
 * planned again.
 */
export async function planStoredLlmsFiles(
  contextOf: (locale: Locale) => MarkdownContext,
  store: PlanStore | null = getDirectoriesStore(),
): Promise<void> {
  if (!store) return;
  for (const locale of locales) {
    for (;;) {
      const state = await store.llmsPlanState(locale);
      if (!state) break;
      const ctx = contextOf(locale);
      const key = llmsPlanKey(ctx);
      if (parsedPlan(state.plan)?.key === key) break;
      const files = await llmsCategoryFiles(await store.open(locale, state.version), ctx);
      const plan: StoredPlan = { key, files };
      if (await store.storeLlmsPlan(locale, state.version, state.revision, JSON.stringify(plan)))
        break;
    }
  }
}

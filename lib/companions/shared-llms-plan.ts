import 'server-only';
import type { PgDirectories } from '@/lib/content/postgres/directory/pg-directories';
import { getDirectoriesStore } from '@/lib/content/store';
import type { Directory } from '@/lib/directory/directory';
import type { Locale } from '@/lib/i18n/routing';
import type { CategoryFile } from '@/lib/llms/category-files';
import { llmsCategoryFiles, llmsPlanKey } from '@/lib/llms/llms-txt';
import type { MarkdownContext } from '@/lib/markdown/context';

/*
 * With the cluster's stored directory (DATABASE_URL), the llms files' plan is made once per
 * version for the whole cluster: the writer plans each version inside the transaction that
 * stores it and keeps the plan beside the version's facets
 * (lib/content/postgres/directory/version-plan.ts); an instance reads it in one row instead of
 * reading every business of the directory. An instance plans a version itself only when it has
 * no plan (written by an earlier release, or its plan failed) or a plan made for another site
 * URL or by another release (the plan's key tells).
 */

interface StoredPlan {
  key: string;
  files: CategoryFile[];
}

function parsedPlan(text: string | null): StoredPlan | null {
  if (text === null) return null;
  try {
    const plan = JSON.parse(text) as Partial<StoredPlan>;
    return typeof plan.key === 'string' && Array.isArray(plan.files) ? (plan as StoredPlan) : null;
  } catch {
    return null;
  }
}

/** The writer's side: the plan of a version it is storing, as the column holds it. */
export async function llmsPlanText(
  directory: Pick<Directory, 'stream'>,
  ctx: MarkdownContext,
): Promise<string> {
  const plan: StoredPlan = {
    key: llmsPlanKey(ctx),
    files: await llmsCategoryFiles(directory, ctx),
  };
  return JSON.stringify(plan);
}

/**
 * The writer's plan of the directory's version, or null when this process should plan it: no
 * stored directory, a version that is not (or no longer) the current one, no plan, or a plan of
 * another key.
 */
export async function storedLlmsPlan(
  directory: Pick<Directory, 'locale' | 'version'>,
  ctx: MarkdownContext,
  store: Pick<PgDirectories, 'llmsPlanState'> | null = getDirectoriesStore(),
): Promise<CategoryFile[] | null> {
  if (!store || directory.version === null) return null;
  const state = await store.llmsPlanState(directory.locale as Locale);
  if (!state || state.version !== directory.version) return null;
  const plan = parsedPlan(state.plan);
  return plan?.key === llmsPlanKey(ctx) ? plan.files : null;
}

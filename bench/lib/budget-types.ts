import type { LighthouseScores } from './lighthouse';
import type { ColdFigure, SizeFigure } from './phase-pages';
import type { ProxyPhaseResult } from './phase-proxy';
import type { ScaleFigure } from './phase-scale';
import type { WarmFigure } from './phase-warm';

export interface BudgetInputs {
  cold: ColdFigure[];
  warm: WarmFigure[];
  sizes: SizeFigure[];
  lighthouse: Record<string, LighthouseScores> | null;
  build: { ms: number; upstreamCalls: number } | null;
  scales: ScaleFigure[];
  /** Seconds the warm phase lasted from its first request (must be within the cache lifetime). */
  warmWindowS: number;
  /** The caching proxy's phase, when it ran. */
  proxy?: ProxyPhaseResult | null;
}

export interface BudgetCheck {
  budget: string;
  page: string;
  measured: string;
  /** The About page's figure, when the budget is relative to it. */
  reference: string;
  /** Ratio or difference to the reference. */
  relation: string;
  limit: string;
  ok: boolean | null;
  /** Why it fails, when the figures say. */
  note?: string;
  /** Not one of the budgets: a check the harness adds. */
  extra?: boolean;
}

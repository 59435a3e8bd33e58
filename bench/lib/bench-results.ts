import type { BudgetCheck } from './budget-types';
import type { LighthouseScores } from './lighthouse';
import type { McpWeight } from './mcp-weight';
import type { ColdFigure, SizeFigure } from './phase-pages';
import type { ProxyPhaseResult } from './phase-proxy';
import type { ScaleFigure } from './phase-scale';
import type { WarmFigure } from './phase-warm';

/** Everything one run of the bench measured: latest.json, from which report.ts writes latest.md. */
export interface BenchResults {
  /** The commit measured (with a note when the checkout had uncommitted changes). */
  commit: string | null;
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    node: string;
    /** 1/5/15-minute load averages when each phase started (the machine is shared). */
    loadAverage: Record<string, number[]>;
  };
  options: {
    businesses: number;
    durationS: number;
    rounds: number;
    connections: number;
    lighthouseRuns: number;
    scales: number[];
  };
  build: { ms: number; upstreamCalls: number } | null;
  cold: ColdFigure[];
  warm: WarmFigure[];
  warmWindowS: number;
  /** Bytes of tools/list and of a default get_business, when the MCP row was measured. */
  mcpWeight?: McpWeight | null;
  sizes: SizeFigure[];
  lighthouse: Record<string, LighthouseScores> | null;
  /** Peak resident memory of `next start` (process tree) over the cold, warm and size phases. */
  peakRssBytes: number;
  scales: ScaleFigure[];
  /** The caching proxy's phase (BENCH_PROXY), when it ran. */
  proxy?: ProxyPhaseResult | null;
  budgets: BudgetCheck[];
}

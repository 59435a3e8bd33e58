import { firstHalf, isStreamed, type ResponseBody } from './listing-body';
/**
 * Fault injection for resilience tests, set through POST /__control/fault. A fault only touches
 * API requests whose path contains `paths` (every API request when it is absent); assets and
 * control endpoints are never affected, so a test can always switch the fault off again.
 */

const FAULT_MODES = [
  'none',
  'latency',
  'error',
  'garbage',
  'html',
  'empty',
  'truncated',
  'hostile',
] as const;
type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultState {
  mode: FaultMode;
  /** Delay before answering; in `latency` mode it defaults to DEFAULT_LATENCY_MS, elsewhere to 0. */
  latencyMs: number | null;
  /** Substring of the request path that selects affected requests; null: all API requests. */
  paths: string | null;
  /** `error` mode only: a fixed 5xx status; null alternates 500 and 503. */
  statusCode: number | null;
}

export const NO_FAULT: FaultState = {
  mode: 'none',
  latencyMs: null,
  paths: null,
  statusCode: null,
};
const DEFAULT_LATENCY_MS = 1_000;
const MAX_LATENCY_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The new fault state, or an error message for a 400. */
export function parseFaultState(body: unknown): FaultState | string {
  if (!isRecord(body)) return 'Body must be a JSON object';
  const { mode, latencyMs, paths, statusCode } = body;
  if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) {
    return `"mode" must be one of: ${FAULT_MODES.join(', ')}`;
  }
  if (latencyMs !== undefined && latencyMs !== null) {
    if (
      typeof latencyMs !== 'number' ||
      !Number.isInteger(latencyMs) ||
      latencyMs < 0 ||
      latencyMs > MAX_LATENCY_MS
    ) {
      return `"latencyMs" must be an integer from 0 to ${MAX_LATENCY_MS}`;
    }
  }
  if (paths !== undefined && paths !== null && (typeof paths !== 'string' || paths === '')) {
    return '"paths" must be a non-empty string';
  }
  if (statusCode !== undefined && statusCode !== null) {
    if (
      typeof statusCode !== 'number' ||
      !Number.isInteger(statusCode) ||
      statusCode < 500 ||
      statusCode > 599
    ) {
      return '"statusCode" must be an integer from 500 to 599';
    }
  }
  return {
    mode: mode as FaultMode,
    latencyMs: typeof latencyMs === 'number' ? latencyMs : null,
    paths: typeof paths === 'string' ? paths : null,
    statusCode: typeof statusCode === 'number' ? statusCode : null,
  };
}

export function faultApplies(state: FaultState, pathname: string): boolean {
  return state.mode !== 'none' && (state.paths === null || pathname.includes(state.paths));
}

export function delayFor(state: FaultState): number {
  return state.latencyMs ?? (state.mode === 'latency' ? DEFAULT_LATENCY_MS : 0);
}

export interface RawResponse {
  status: number;
  contentType: string | null;
  body: ResponseBody;
}

// Not JSON, not even valid UTF-8: what a misconfigured proxy or a half-written file looks like.
const GARBAGE = Buffer.concat([
  Buffer.from('{"data": [ {"businessName": "Unterminated\n<<<EOF>>> }}} ,,, NaN undefined '),
  Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x80]),
  Buffer.from(' ]'),
]);

const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Service Unavailable</title></head>' +
    '<body><h1>Service temporarily unavailable</h1><p>The upstream server is down for maintenance. Please try again later.</p></body></html>\n',
);

/**
 * What a faulty upstream answers instead of `normal`; null when the mode changes nothing here
 * (`none`, `latency` and `hostile`, which is handled by routing). `sequence` counts faulted
 * error responses so the default error mode alternates 500 and 503.
 */
export function faultResponse(
  state: FaultState,
  normal: RawResponse,
  sequence: number,
): RawResponse | null {
  switch (state.mode) {
    case 'error': {
      const status = state.statusCode ?? (sequence % 2 === 0 ? 500 : 503);
      const message = status === 503 ? 'Service Unavailable' : 'Internal Server Error';
      return {
        status,
        contentType: 'application/json; charset=utf-8',
        body: Buffer.from(JSON.stringify({ message, statusCode: status })),
      };
    }
    case 'garbage':
      return { status: 200, contentType: 'application/json; charset=utf-8', body: GARBAGE };
    case 'html':
      return { status: 200, contentType: 'text/html; charset=utf-8', body: HTML_PAGE };
    case 'empty':
      return { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.alloc(0) };
    case 'truncated':
      return {
        status: 200,
        contentType: normal.contentType,
        body: isStreamed(normal.body)
          ? firstHalf(normal.body)
          : normal.body.subarray(0, Math.floor(normal.body.length / 2)),
      };
    default:
      return null;
  }
}

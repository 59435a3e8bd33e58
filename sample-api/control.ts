import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseEdit, type BusinessEdit } from './edits';
import { faultApplies, NO_FAULT, parseFaultState, type FaultState } from './faults';
import { BodyTooLargeError, isReadMethod, readBody, sendJson } from './http';
import type { RateLimit } from './rate-limit';
import { RequestStats } from './stats';

/**
 * Per-server test controls under /__control/ (always on: the sample API is never deployed).
 * Each server has its own state, so parallel test files never see each other's faults.
 */
export class ControlState {
  fault: FaultState = NO_FAULT;
  /** Faulted error responses so far, to alternate 500 and 503. */
  errorSequence = 0;
  readonly stats = new RequestStats();
  /** Businesses whose data a test changed (POST /__control/edit), by slug. */
  readonly edits = new Map<string, BusinessEdit>();

  constructor(readonly rateLimit: RateLimit | null = null) {}

  faultFor(pathname: string): FaultState | null {
    return faultApplies(this.fault, pathname) ? this.fault : null;
  }
}

function errorBody(statusCode: number, message: string) {
  return { message, statusCode };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: ControlState,
): Promise<void> {
  const method = req.method ?? 'GET';
  const methodNotAllowed = (allow: string) => {
    res.setHeader('Allow', allow);
    sendJson(req, res, 405, errorBody(405, `Method ${method} not allowed; use ${allow}`));
  };

  if (pathname === '/__control/fault') {
    if (isReadMethod(method)) return sendJson(req, res, 200, state.fault);
    if (method !== 'POST') return methodNotAllowed('GET, HEAD, POST');
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      const status = error instanceof BodyTooLargeError ? 413 : 400;
      return sendJson(
        req,
        res,
        status,
        errorBody(status, error instanceof Error ? error.message : 'Invalid body'),
      );
    }
    const parsed = parseFaultState(body);
    if (typeof parsed === 'string') return sendJson(req, res, 400, errorBody(400, parsed));
    state.fault = parsed;
    state.errorSequence = 0;
    return sendJson(req, res, 200, state.fault);
  }

  if (pathname === '/__control/edit') {
    if (method !== 'POST') return methodNotAllowed('POST');
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      const status = error instanceof BodyTooLargeError ? 413 : 400;
      return sendJson(req, res, status, errorBody(status, 'Invalid body'));
    }
    const edit = parseEdit(body);
    if (typeof edit === 'string') return sendJson(req, res, 400, errorBody(400, edit));
    if ('clear' in edit) state.edits.delete(edit.slug);
    else state.edits.set(edit.slug, edit);
    return sendJson(req, res, 200, { edited: [...state.edits.keys()] });
  }

  if (pathname === '/__control/stats') {
    return isReadMethod(method)
      ? sendJson(req, res, 200, state.stats.snapshot())
      : methodNotAllowed('GET, HEAD');
  }

  if (pathname === '/__control/stats/arrivals') {
    return isReadMethod(method)
      ? sendJson(req, res, 200, state.stats.arrivals())
      : methodNotAllowed('GET, HEAD');
  }

  if (pathname === '/__control/stats/reset') {
    if (method !== 'POST') return methodNotAllowed('POST');
    state.stats.reset();
    return sendJson(req, res, 200, state.stats.snapshot());
  }

  sendJson(req, res, 404, errorBody(404, 'Unknown control endpoint'));
}

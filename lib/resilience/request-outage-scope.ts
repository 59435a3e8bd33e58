import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { withRequestOutageFlag, type RequestOutage } from '@/lib/http/upstream-outage';

/*
 * Gives every request a flag of its own (lib/http/upstream-outage.ts), so that the 503 answer
 * is decided per request (unavailable-response.ts, whose canary covers this patch too). A
 * Next.js limit: it offers no hook that wraps a request's whole handling, so the server's
 * 'request' event is the one place to open that scope: only that event is touched,
 * and the handler Next registered runs unchanged inside it. The flag is also kept on the
 * response, where the 503 decision reads it whatever async context writes the headers.
 */

const PATCHED = Symbol.for('open-business-directory.request-outage-scope');
const FLAG = Symbol.for('open-business-directory.request-outage-flag');

type FlaggedResponse = ServerResponse & { [FLAG]?: RequestOutage };
type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
type Patchable = { emit: Server['emit']; [PATCHED]?: true };

/** The outage flag of the request this response answers, if it was scoped. */
export function responseMetOutage(response: ServerResponse): boolean {
  return (response as FlaggedResponse)[FLAG]?.upstreamFailed ?? false;
}

export function scopeRequestsWithOutageFlag(prototype: Patchable): void {
  if (prototype[PATCHED]) return;
  const emit = prototype.emit as Emit;
  prototype.emit = function scopedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [, response] = args as [IncomingMessage, FlaggedResponse];
    return withRequestOutageFlag((flag) => {
      response[FLAG] = flag;
      return emit.call(this, event, ...args);
    });
  } as Server['emit'];
  prototype[PATCHED] = true;
}

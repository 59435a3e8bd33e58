import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { namesAccept, varyWithAccept } from './vary';

/*
 * Workaround for vercel/next.js#85999 (open in Next 16.4): the App Router's page handler
 * replaces the response's Vary header with its own RSC fields, dropping the `Accept` that
 * proxy.ts sets on every HTML page (the page has a Markdown variant at the same URL). Shared
 * caches must see `Vary: Accept`, so while the bug lasts, a Vary that already names Accept
 * keeps it when overwritten. Nothing else about headers changes. Remove once Next merges Vary:
 * e2e/framework-workarounds.spec.ts runs the site without this patch and fails that day.
 */

const PATCHED = Symbol.for('open-business-directory.keep-vary-accept');

function varyText(value: OutgoingHttpHeader | number | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The new Vary value, with `Accept` carried over from the current one if it had it. */
export function mergedVary(current: OutgoingHttpHeader | number | undefined, next: string): string {
  return namesAccept(varyText(current)) ? varyWithAccept(next, 'first') : next;
}

type SetHeader = ServerResponse['setHeader'];
type Patchable = { setHeader: SetHeader; [PATCHED]?: true };

export function keepVaryAccept(prototype: Patchable): void {
  if (prototype[PATCHED]) return;
  const original = prototype.setHeader;
  prototype.setHeader = function setHeader(this: ServerResponse, name, value) {
    if (typeof name === 'string' && name.toLowerCase() === 'vary' && !Array.isArray(value)) {
      return original.call(this, name, mergedVary(this.getHeader('vary'), String(value)));
    }
    return original.call(this, name, value);
  } as SetHeader;
  prototype[PATCHED] = true;
}

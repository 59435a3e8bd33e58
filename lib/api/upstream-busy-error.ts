/** A caller the upstream limiter could not let through before its deadline. */
export class UpstreamBusyError extends Error {
  constructor(readonly waitMs: number) {
    super(`Upstream limiter: no slot within the deadline (${Math.ceil(waitMs)} ms away)`);
    this.name = 'UpstreamBusyError';
  }
}

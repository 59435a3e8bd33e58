/*
 * A counted number of slots handed out first come, first served, each wait bounded: the
 * PostgreSQL store takes one before it takes a connection of its pool, so that the pool never
 * queues. The driver's pool bounds a queued wait by its connect timeout, which must stay short
 * for a server that is down; a busy pool then failed requests that only had to wait their turn.
 */

export class SlotWaitTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
}

interface Waiter {
  grant(): void;
  timer: ReturnType<typeof setTimeout>;
}

export class Slots {
  private free: number;
  private readonly waiting: Waiter[] = [];

  constructor(readonly size: number) {
    this.free = Math.max(1, Math.floor(size));
  }

  /** Resolves with the slot's release once one is free; rejects after `waitMs` without one. */
  take(waitMs: number): Promise<() => void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(
            new SlotWaitTimeoutError(`waited ${waitMs} ms for one of ${this.size} connections`),
          );
        }, waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Slots taken and waits under way, for tests and logs. */
  get state(): { free: number; waiting: number } {
    return { free: this.free, waiting: this.waiting.length };
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.free += 1;
    };
  }
}

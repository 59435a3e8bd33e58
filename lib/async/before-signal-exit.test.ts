import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { runBeforeSignalExit, type SignalListener, type SignalTarget } from './before-signal-exit';

/** A process stand-in: its signals are events, and `raised` records the default actions. */
function fakeProcess(hidden?: (signal: string) => void) {
  const emitter = new EventEmitter();
  const raised: string[] = [];
  const target: SignalTarget = {
    listeners: (signal) =>
      emitter.listeners(signal).filter((listener) => listener !== hidden) as SignalListener[],
    removeListener: (signal, listener) => emitter.removeListener(signal, listener),
    on: (signal, listener) => emitter.on(signal, listener),
    raise: (signal) => raised.push(signal),
  };
  return { emitter, raised, target };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBeforeSignalExit', () => {
  it('runs the work before the listeners registered earlier, which then get the signal', async () => {
    const { emitter, target, raised } = fakeProcess();
    const order: string[] = [];
    emitter.on('SIGTERM', (signal: string) => order.push(`framework ${signal}`));
    let finish = () => {};
    runBeforeSignalExit(
      () => {
        order.push('work started');
        return new Promise<void>((resolve) => (finish = resolve));
      },
      60_000,
      target,
    );
    emitter.emit('SIGTERM', 'SIGTERM');
    await settle();
    expect(order).toEqual(['work started']);
    finish();
    await settle();
    expect(order).toEqual(['work started', 'framework SIGTERM']);
    expect(raised).toEqual([]);
  });

  it('ends the process as the signal would when nothing else listened', async () => {
    const { emitter, target, raised } = fakeProcess();
    const work = vi.fn(async () => undefined);
    runBeforeSignalExit(work, 60_000, target);
    emitter.emit('SIGINT', 'SIGINT');
    await settle();
    expect(work).toHaveBeenCalledOnce();
    expect(raised).toEqual(['SIGINT']);
    expect(emitter.listenerCount('SIGINT')).toBe(0);
  });

  it('does the work once for repeated signals, and goes on when it fails', async () => {
    const { emitter, target, raised } = fakeProcess();
    const work = vi.fn(async () => {
      throw new Error('the database is away');
    });
    runBeforeSignalExit(work, 60_000, target);
    emitter.emit('SIGTERM', 'SIGTERM');
    emitter.emit('SIGINT', 'SIGINT');
    await settle();
    expect(work).toHaveBeenCalledOnce();
    expect(raised).toEqual(['SIGTERM', 'SIGINT']);
  });

  it('waits for the work no longer than its bound', async () => {
    vi.useFakeTimers();
    try {
      const { emitter, target, raised } = fakeProcess();
      runBeforeSignalExit(() => new Promise(() => {}), 3_000, target);
      emitter.emit('SIGTERM', 'SIGTERM');
      await vi.advanceTimersByTimeAsync(2_999);
      expect(raised).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(raised).toEqual(['SIGTERM']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a listener that hides itself from listeners() where it is (tsx tells its parent)', async () => {
    const told: string[] = [];
    const tellParent = (signal: string) => told.push(signal);
    const { emitter, target, raised } = fakeProcess(tellParent);
    emitter.prependListener('SIGTERM', tellParent);
    runBeforeSignalExit(async () => undefined, 60_000, target);
    emitter.emit('SIGTERM', 'SIGTERM');
    await settle();
    expect(told).toEqual(['SIGTERM']);
    expect(raised).toEqual(['SIGTERM']);
  });
});

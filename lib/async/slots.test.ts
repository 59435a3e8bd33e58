import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slots, SlotWaitTimeoutError } from './slots';

afterEach(() => {
  vi.useRealTimers();
});

describe('Slots', () => {
  it('hands out its slots at once, then in the order they were asked for', async () => {
    const slots = new Slots(2);
    const first = await slots.take(1_000);
    const second = await slots.take(1_000);
    const order: string[] = [];
    const third = slots.take(1_000).then((release) => (order.push('third'), release));
    const fourth = slots.take(1_000).then((release) => (order.push('fourth'), release));
    expect(slots.state).toEqual({ free: 0, waiting: 2 });
    second();
    (await third)();
    first();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(slots.state).toEqual({ free: 2, waiting: 0 });
  });

  it('gives a wait up after its bound, with an error a store reads as an outage, and forgets it', async () => {
    vi.useFakeTimers();
    const slots = new Slots(1);
    const held = await slots.take(100);
    const waiting = slots.take(100);
    const failed = expect(waiting).rejects.toThrow(SlotWaitTimeoutError);
    await vi.advanceTimersByTimeAsync(100);
    await failed;
    await expect(waiting).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(slots.state).toEqual({ free: 0, waiting: 0 });
    held();
    expect(slots.state).toEqual({ free: 1, waiting: 0 });
  });

  it('counts a slot released twice once', async () => {
    const slots = new Slots(1);
    const release = await slots.take(100);
    release();
    release();
    expect(slots.state).toEqual({ free: 1, waiting: 0 });
  });
});

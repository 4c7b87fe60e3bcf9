import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_MINIMUM,
  PROGRESS_SPEED_MS,
  PROGRESS_TRICKLE_CEILING,
  PROGRESS_TRICKLE_MS,
  createProgressController,
  trickleAmount,
} from './progress.ts';

const make = () => createProgressController({ random: () => 0.5 });

describe('route progress controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the constants of spec §9', () => {
    expect(PROGRESS_MINIMUM).toBe(0.08);
    expect(PROGRESS_SPEED_MS).toBe(200);
    expect(PROGRESS_TRICKLE_MS).toBe(800);
  });

  it('is idle until started', () => {
    expect(make().getState()).toEqual({ value: null, fading: false });
  });

  it('start() shows at least the minimum', () => {
    const progress = make();
    progress.start();
    expect(progress.getState()).toEqual({ value: 0.08, fading: false });
  });

  it('start() while running keeps the current value', () => {
    const progress = make();
    progress.start();
    progress.set(0.5);
    progress.start();
    expect(progress.getState().value).toBe(0.5);
  });

  it('trickles every 800 ms, not before', () => {
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(799);
    expect(progress.getState().value).toBe(0.08);
    vi.advanceTimersByTime(1);
    expect(progress.getState().value).toBeCloseTo(0.18);
    vi.advanceTimersByTime(800);
    expect(progress.getState().value).toBeCloseTo(0.28);
    vi.advanceTimersByTime(800);
    expect(progress.getState().value).toBeCloseTo(0.32);
  });

  it('trickles with shrinking increments and never passes 0.994', () => {
    const progress = make();
    progress.start();
    const steps: number[] = [];
    let previous = progress.getState().value ?? 0;
    for (let tick = 0; tick < 500; tick += 1) {
      vi.advanceTimersByTime(PROGRESS_TRICKLE_MS);
      const value = progress.getState().value ?? 0;
      steps.push(value - previous);
      previous = value;
    }
    expect(previous).toBeLessThanOrEqual(PROGRESS_TRICKLE_CEILING);
    expect(previous).toBeGreaterThan(0.98);
    for (let index = 1; index < steps.length; index += 1) expect(steps[index]).toBeLessThanOrEqual(steps[index - 1]! + 1e-9);
    expect(progress.getState().fading).toBe(false);
  });

  it('trickleAmount shrinks as the bar fills', () => {
    expect([0.1, 0.3, 0.6, 0.9, 0.995].map(trickleAmount)).toEqual([0.1, 0.04, 0.02, 0.005, 0]);
  });

  it('set() clamps to [minimum, 1]', () => {
    const progress = make();
    progress.set(0.01);
    expect(progress.getState().value).toBe(0.08);
    progress.set(0.42);
    expect(progress.getState().value).toBe(0.42);
    progress.set(7);
    expect(progress.getState().value).toBe(1);
  });

  it('inc() starts an idle bar, then adds the given amount', () => {
    const progress = make();
    progress.inc();
    expect(progress.getState().value).toBe(0.08);
    progress.inc(0.2);
    expect(progress.getState().value).toBeCloseTo(0.28);
    progress.inc(5);
    expect(progress.getState().value).toBe(PROGRESS_TRICKLE_CEILING);
  });

  it('done() jumps to 1, fades after 200 ms and disappears after another 200 ms', () => {
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(1600);
    progress.done();
    expect(progress.getState()).toEqual({ value: 1, fading: false });
    vi.advanceTimersByTime(199);
    expect(progress.getState().fading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(progress.getState()).toEqual({ value: 1, fading: true });
    vi.advanceTimersByTime(200);
    expect(progress.getState()).toEqual({ value: null, fading: false });
    // Trickling stopped with done().
    vi.advanceTimersByTime(5000);
    expect(progress.getState().value).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('done() on an idle bar does nothing unless forced', () => {
    const progress = make();
    progress.done();
    expect(progress.getState().value).toBeNull();
    progress.done(true);
    expect(progress.getState().value).toBe(1);
    vi.advanceTimersByTime(400);
    expect(progress.getState().value).toBeNull();
  });

  it('start() during the fade-out restarts from the minimum and cancels the fade', () => {
    const progress = make();
    progress.start();
    progress.done();
    vi.advanceTimersByTime(250);
    expect(progress.getState().fading).toBe(true);
    progress.start();
    expect(progress.getState()).toEqual({ value: 0.08, fading: false });
    vi.advanceTimersByTime(400);
    expect(progress.getState().value).toBeCloseTo(0.08);
    vi.advanceTimersByTime(400);
    expect(progress.getState().value).toBeCloseTo(0.18);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const progress = make();
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.start();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    progress.set(0.5);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('honours custom options', () => {
    const progress = createProgressController({ minimum: 0.2, speed: 50, trickleSpeed: 100 });
    progress.start();
    expect(progress.getState().value).toBe(0.2);
    expect(progress.speed).toBe(50);
    vi.advanceTimersByTime(100);
    expect(progress.getState().value).toBeCloseTo(0.24);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, laterModule, whenIdle } from './later';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('runs a task at the first pointer down, before the browser is idle, and only once', () => {
    const task = vi.fn();
    whenIdle(task, 60_000);
    expect(task).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task when nothing happens, and a failing task does not stop the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const after = vi.fn();
    whenIdle(() => {
      throw new Error('boom');
    });
    whenIdle(after);
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('[avios] a background task failed', expect.any(Error));
  });
});

describe('laterModule', () => {
  it('downloads once, is read synchronously once in, and tries again after a failure', async () => {
    let calls = 0;
    const importer = vi.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ n: calls });
    });
    const later = laterModule(importer, { warm: false });
    expect(later.current()).toBeUndefined();
    await expect(later.load()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([later.load(), later.load()]);
    expect(a).toBe(b);
    expect(later.current()).toEqual({ n: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('is warmed when the browser is idle unless told not to', async () => {
    const importer = vi.fn(() => Promise.resolve({}));
    laterModule(importer);
    document.dispatchEvent(new Event('focusin'));
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe('holdIdleWork', () => {
  it('keeps idle tasks waiting while a first screen reads, and an interaction still runs them', async () => {
    let answer!: () => void;
    holdIdleWork(new Promise<void>((resolve) => (answer = resolve)));
    const task = vi.fn();
    whenIdle(task, 10);
    await new Promise((r) => setTimeout(r, 50));
    expect(task).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));

    let again!: () => void;
    holdIdleWork(new Promise<void>((resolve) => (again = resolve)));
    const clicked = vi.fn();
    whenIdle(clicked, 10);
    document.dispatchEvent(new Event('pointerdown'));
    expect(clicked).toHaveBeenCalledTimes(1);
    again();
  });
});

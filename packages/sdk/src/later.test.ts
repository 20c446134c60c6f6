// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterModule, whenIdle } from './later';

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

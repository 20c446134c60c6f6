// The stand-in of an object fetched later (laterFacade.ts): calls made before it is in wait
// for it and reach it in order, calls made after go straight to it, errors pass through.
import { describe, expect, it, vi } from 'vitest';
import { laterFacade } from './laterFacade';

interface Greeter {
  greet(name: string): Promise<string>;
  fail(): Promise<number>;
}

/** A greeter that arrives when the test says (`arrive`), after `fails` failed downloads. */
function setup({ fails = 0 } = {}) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const heard: string[] = [];
  const failure = new Error('greeter down');
  const target: Greeter = {
    greet: vi.fn(async (name: string) => {
      heard.push(name);
      return `hello ${name}`;
    }),
    fail: vi.fn(() => Promise.reject(failure)),
  };
  let attempts = 0;
  const get = vi.fn(async () => {
    attempts += 1;
    if (attempts <= fails) throw new Error('offline');
    await arrived;
    return target;
  });
  const facade = laterFacade(get, { greet: true, fail: () => -1 });
  return { facade, get, arrive, heard, target, failure };
}

/** Every pending promise step has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('laterFacade', () => {
  it('asks for nothing until a method is called', () => {
    const s = setup();
    expect(Object.keys(s.facade).sort()).toEqual(['fail', 'greet']);
    expect(s.get).not.toHaveBeenCalled();
  });

  it('calls made before the object is in wait for it, then reach it in order', async () => {
    const s = setup();
    const first = s.facade.greet('ana');
    const second = s.facade.greet('ben');
    await settled();
    expect(s.heard).toEqual([]);
    s.arrive();
    await expect(Promise.all([first, second])).resolves.toEqual(['hello ana', 'hello ben']);
    expect(s.heard).toEqual(['ana', 'ben']);
  });

  it('once in, a call goes straight to it, and the object is not asked for again', async () => {
    const s = setup();
    s.arrive();
    await s.facade.greet('ana');
    const asked = s.get.mock.calls.length;
    void s.facade.greet('ben');
    // reached inside the call, before any await
    expect(s.heard).toEqual(['ana', 'ben']);
    expect(s.get).toHaveBeenCalledTimes(asked);
  });

  it('a call made while earlier ones still wait goes behind them', async () => {
    const s = setup();
    const waiting = [s.facade.greet('ana'), s.facade.greet('ben')];
    s.arrive();
    // as soon as the first is in, a new call is made: it must not overtake the second
    (s.target.greet as ReturnType<typeof vi.fn>).mockImplementationOnce(async (name: string) => {
      s.heard.push(name);
      void s.facade.greet('cy');
      return `hello ${name}`;
    });
    await Promise.all(waiting);
    await settled();
    expect(s.heard).toEqual(['ana', 'ben', 'cy']);
  });

  it("the object's own errors pass through unchanged, before and after it is in", async () => {
    const s = setup();
    const early = s.facade.fail();
    s.arrive();
    await expect(early).rejects.toBe(s.failure);
    await expect(s.facade.fail()).rejects.toBe(s.failure);
  });

  it('a failed download rejects (or answers as the method says), and the next call asks again', async () => {
    const s = setup({ fails: 2 });
    await expect(s.facade.greet('ana')).rejects.toThrow('offline');
    await expect(s.facade.fail()).resolves.toBe(-1);
    s.arrive();
    await expect(s.facade.greet('ben')).resolves.toBe('hello ben');
    expect(s.get).toHaveBeenCalledTimes(3);
    expect(s.heard).toEqual(['ben']);
  });
});

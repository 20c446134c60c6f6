// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { runInTasks } from './tasks';

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('runInTasks', () => {
  it('runs the steps in order, one task each, the steps a step returns next', async () => {
    const ran: string[] = [];
    let inTask = 0;
    const step = (name: string, more?: string[]) => () => {
      ran.push(name);
      // each step starts in a task of its own: a microtask queued by the previous step has run
      queueMicrotask(() => (inTask += 1));
      return more?.map((m) => step(m));
    };
    runInTasks([step('a'), step('b', ['b1', 'b2']), step('c')]);
    expect(ran).toEqual([]);
    await settled();
    expect(ran).toEqual(['a', 'b', 'b1', 'b2', 'c']);
    expect(inTask).toBe(5);
  });

  it('reports a step that throws as an uncaught error and goes on', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const boom = new Error('boom');
    const last = vi.fn();
    runInTasks([
      () => {
        throw boom;
      },
      last,
    ]);
    await settled();
    vi.unstubAllGlobals();
    expect(reportError).toHaveBeenCalledWith(boom);
    expect(last).toHaveBeenCalledOnce();
  });
});

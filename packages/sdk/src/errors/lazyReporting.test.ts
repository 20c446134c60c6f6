// The error store's reports before and after their code is in (lazyReporting.ts): the store
// works at once, and every report of an error dispatched before the code arrives follows it,
// in order, even after a failed download.
import { describe, expect, it, vi } from 'vitest';
import { laterModule } from '../later';
import { createErrorStore } from './errorStore';
import { withErrorReporting } from './lazyReporting';
import * as reportingModule from './reporting';
import type { ErrorReport } from './reporting';

/** A reporting store whose code arrives when the test says (`arrive`), after `fails` failures. */
function setup({ fails = 0, onErrorReport = vi.fn() } = {}) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let attempts = 0;
  const importer = vi.fn(async () => {
    attempts += 1;
    if (attempts <= fails) throw new Error('offline');
    await arrived;
    return reportingModule;
  });
  const reporting = withErrorReporting(
    createErrorStore(),
    onErrorReport,
    laterModule(importer, { warm: false }),
  );
  const codes = () => onErrorReport.mock.calls.map(([r]) => (r as ErrorReport).code);
  return { ...reporting, importer, arrive, onErrorReport, codes };
}

/** Every pending promise step has run (a download settled, a module arrived). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('before the reporting code is in', () => {
  it('fetches nothing when made, and nothing at all without a handler', () => {
    const s = setup();
    expect(s.importer).not.toHaveBeenCalled();

    const store = createErrorStore();
    const importer = vi.fn(async () => reportingModule);
    const plain = withErrorReporting(store, undefined, laterModule(importer, { warm: false }));
    expect(plain.errors).toBe(store);
    plain.errors.dispatch('missing_transaction');
    plain.warm();
    expect(importer).not.toHaveBeenCalled();
  });

  it('stores and returns a dispatched error at once; its report follows the code', async () => {
    const s = setup();
    const listener = vi.fn();
    s.errors.subscribe(listener);
    const active = s.errors.dispatch('checkout_create_failed');
    expect(active?.code).toBe('checkout_create_failed');
    expect(s.errors.getSnapshot().page?.code).toBe('checkout_create_failed');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.importer).toHaveBeenCalledTimes(1);
    expect(s.onErrorReport).not.toHaveBeenCalled();
    s.arrive();
    await vi.waitFor(() => expect(s.codes()).toEqual(['checkout_create_failed']));
  });

  it('reports the errors dispatched before the code in the order they were dispatched', async () => {
    const s = setup();
    s.errors.dispatch('missing_transaction');
    s.errors.dispatch('api_error_60'); // a warning: never reported
    s.errors.dispatch('checkout_create_failed');
    s.errors.dispatch('missing_transaction');
    s.arrive();
    await vi.waitFor(() => expect(s.onErrorReport).toHaveBeenCalledTimes(3));
    expect(s.codes()).toEqual([
      'missing_transaction',
      'checkout_create_failed',
      'missing_transaction',
    ]);
  });

  it('keeps the reports through a failed download; the next dispatch fetches again', async () => {
    const s = setup({ fails: 1 });
    s.errors.dispatch('missing_transaction');
    await settled();
    expect(s.importer).toHaveBeenCalledTimes(1);
    expect(s.onErrorReport).not.toHaveBeenCalled();
    s.arrive();
    s.errors.dispatch('checkout_create_failed');
    await vi.waitFor(() => expect(s.onErrorReport).toHaveBeenCalledTimes(2));
    expect(s.codes()).toEqual(['missing_transaction', 'checkout_create_failed']);
    expect(s.importer).toHaveBeenCalledTimes(2);
  });

  it('the idle warm-up after a failed download reports what waits', async () => {
    const s = setup({ fails: 1 });
    s.errors.dispatch('missing_transaction');
    await settled();
    s.arrive();
    s.warm();
    await vi.waitFor(() => expect(s.codes()).toEqual(['missing_transaction']));
  });
});

describe('once the reporting code is in', () => {
  it('reports at once, inside dispatch', async () => {
    const s = setup();
    s.arrive();
    s.warm();
    await settled();
    s.errors.dispatch('missing_transaction');
    expect(s.codes()).toEqual(['missing_transaction']);
  });

  it('an error dispatched by the handler itself is reported after the ones waiting', async () => {
    const onErrorReport = vi.fn((report: ErrorReport) => {
      if (report.code === 'missing_transaction') s.errors.dispatch('unhandled_error');
    });
    const s = setup({ onErrorReport });
    s.errors.dispatch('missing_transaction');
    s.errors.dispatch('checkout_create_failed');
    s.arrive();
    await vi.waitFor(() => expect(onErrorReport).toHaveBeenCalledTimes(3));
    expect(s.codes()).toEqual(['missing_transaction', 'checkout_create_failed', 'unhandled_error']);
  });

  it('a throwing handler changes nothing for the store or the reports after it', async () => {
    const onErrorReport = vi.fn(() => {
      throw new Error('reporter down');
    });
    const s = setup({ onErrorReport });
    s.errors.dispatch('missing_transaction');
    s.arrive();
    await vi.waitFor(() => expect(onErrorReport).toHaveBeenCalledTimes(1));
    expect(s.errors.dispatch('checkout_create_failed')?.code).toBe('checkout_create_failed');
    expect(onErrorReport).toHaveBeenCalledTimes(2);
  });
});

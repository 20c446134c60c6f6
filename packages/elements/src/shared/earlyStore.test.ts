// @vitest-environment happy-dom
// The loader's store (earlyStore.ts): asking for an element's first reads also builds the
// page's first number format in the next task, once per page, so that the first priced render
// does not pay for ICU's number data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestFirstReads } from './earlyStore';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requestFirstReads', () => {
  it('builds one number format in the next task, once for every element of the page', () => {
    vi.useFakeTimers();
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as typeof Real);
    const host = document.createElement('avios-purchase');
    requestFirstReads('purchase', host, {});
    // not inside the connection: the element's requests go out first
    expect(built).not.toHaveBeenCalled();
    requestFirstReads('gift', document.createElement('avios-gift'), {});
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
    requestFirstReads('purchase', document.createElement('avios-purchase'), {});
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
  });
});

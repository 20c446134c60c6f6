import { describe, expect, it, vi } from 'vitest';
import { lookupError } from './catalogue';
import { EMPTY_ERRORS, createErrorStore, errorReducer, hasErrorEffect } from './errorStore';
import type { ActiveError, ErrorAction, ErrorSnapshot } from './errorStore';
import { SdkError } from './sdkError';

const active = (id: number, code: string, scope: 'global' | 'page'): ActiveError => ({
  id,
  code,
  entry: lookupError(code),
  scope,
});

const g401 = active(1, 'network_error_401', 'global');
const p60 = active(2, 'api_error_60', 'page');
const p69 = active(3, 'api_error_69', 'page');
const cancel = active(4, 'network_error_cancel', 'global');

describe('errorReducer', () => {
  it.each<[string, ErrorSnapshot, ErrorAction, ErrorSnapshot]>([
    [
      'stores a global error with its effects',
      EMPTY_ERRORS,
      { type: 'dispatch', error: g401 },
      { global: g401, effects: ['should_logout'] },
    ],
    [
      'keeps both slots and merges effects',
      { global: g401, effects: ['should_logout'] },
      { type: 'dispatch', error: p60 },
      { global: g401, page: p60, effects: ['should_logout', 'should_disable_products'] },
    ],
    [
      'a newer page error replaces the older one',
      { page: p60, effects: ['should_disable_products'] },
      { type: 'dispatch', error: p69 },
      { page: p69, effects: ['should_disable_subscriptions'] },
    ],
    [
      'clears one slot',
      { global: g401, page: p60, effects: ['should_logout', 'should_disable_products'] },
      { type: 'clear', scope: 'global' },
      { page: p60, effects: ['should_disable_products'] },
    ],
    [
      'clears everything',
      { global: g401, page: p60, effects: ['should_logout', 'should_disable_products'] },
      { type: 'clear' },
      EMPTY_ERRORS,
    ],
    [
      'dismisses by id',
      { global: g401, page: p60, effects: ['should_logout', 'should_disable_products'] },
      { type: 'dismiss', id: 2 },
      { global: g401, effects: ['should_logout'] },
    ],
  ])('%s', (_label, state, action, expected) => {
    expect(errorReducer(state, action)).toEqual(expected);
  });

  it.each<[string, ErrorSnapshot, ErrorAction]>([
    ['suppressed entries are not stored', EMPTY_ERRORS, { type: 'dispatch', error: cancel }],
    ['clearing an empty store', EMPTY_ERRORS, { type: 'clear' }],
    ['clearing an empty slot', { page: p60, effects: [] }, { type: 'clear', scope: 'global' }],
    ['dismissing an old id', { page: p60, effects: [] }, { type: 'dismiss', id: 99 }],
  ])('%s returns the same state', (_label, state, action) => {
    expect(errorReducer(state, action)).toBe(state);
  });
});

describe('createErrorStore', () => {
  it('maps what is dispatched to its entry and slot', () => {
    const store = createErrorStore();
    const error = new SdkError('network_error_401', { status: 401 });
    const stored = store.dispatch(error);
    expect(stored).toMatchObject({ code: 'network_error_401', scope: 'global', error });
    expect(store.getSnapshot().global).toBe(stored);
    expect(hasErrorEffect(store.getSnapshot(), 'should_logout')).toBe(true);

    store.dispatch({ status: 400, body: { errorCode: 60 } });
    expect(store.getSnapshot().page?.code).toBe('api_error_60');
    expect(store.getSnapshot().effects).toEqual(['should_logout', 'should_disable_products']);
  });

  it('puts checkout errors in the page slot unless told otherwise', () => {
    const store = createErrorStore();
    expect(store.dispatch('api_error_65')?.scope).toBe('page');
    expect(store.dispatch('api_error_65', { scope: 'global' })?.scope).toBe('global');
  });

  it('keeps unknown codes as unhandled_error entries', () => {
    const store = createErrorStore();
    const stored = store.dispatch({ errorCode: 77 });
    expect(stored?.code).toBe('api_error_77');
    expect(stored?.entry.code).toBe('unhandled_error');
  });

  it('notifies only on change and keeps snapshot identity otherwise', () => {
    const store = createErrorStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    const abort = Object.assign(new Error('x'), { name: 'AbortError' });
    expect(store.dispatch(abort)).toBeUndefined();
    store.clear();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);

    const stored = store.dispatch('transfer_low_avios');
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(stored!.id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual(EMPTY_ERRORS);

    unsubscribe();
    store.dispatch('transfer_low_avios');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

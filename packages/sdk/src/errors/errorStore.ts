// spec §4 Errors: a dispatched error maps to a catalogue entry; suppressed entries are not
// stored; clear removes it; errors show by scope (global or page).
import { errorCodeFrom, lookupError } from './catalogue';
import type { CatalogueEntry, ErrorEffect } from './catalogue';

/** Where the store keeps an error. Checkout errors live in the page slot. */
export type ErrorSlot = 'global' | 'page';

export interface ActiveError {
  /** Increases with every dispatch; use it as a React key or to dismiss this error only. */
  id: number;
  /** The derived code, such as `api_error_77`, even when the entry is `unhandled_error`. */
  code: string;
  entry: CatalogueEntry;
  scope: ErrorSlot;
  /** What was dispatched, for logs. */
  error?: unknown;
}

export interface ErrorSnapshot {
  global?: ActiveError;
  page?: ActiveError;
  /** Effects of the active errors, each once. */
  effects: readonly ErrorEffect[];
}

export type ErrorAction =
  | { type: 'dispatch'; error: ActiveError }
  | { type: 'clear'; scope?: ErrorSlot }
  | { type: 'dismiss'; id: number };

export const EMPTY_ERRORS: ErrorSnapshot = Object.freeze({ effects: Object.freeze([]) });

function withEffects(
  global: ActiveError | undefined,
  page: ActiveError | undefined,
): ErrorSnapshot {
  const effects = [...new Set([...(global?.entry.effects ?? []), ...(page?.entry.effects ?? [])])];
  const next: ErrorSnapshot = { effects };
  if (global) next.global = global;
  if (page) next.page = page;
  return next;
}

/** Pure transition of the error store. Returns the same object when nothing changes. */
export function errorReducer(state: ErrorSnapshot, action: ErrorAction): ErrorSnapshot {
  switch (action.type) {
    case 'dispatch': {
      if (action.error.entry.suppressed) return state;
      const { global, page } = state;
      return action.error.scope === 'global'
        ? withEffects(action.error, page)
        : withEffects(global, action.error);
    }
    case 'clear': {
      if (!state.global && !state.page) return state;
      if (action.scope === undefined) return EMPTY_ERRORS;
      if (!state[action.scope]) return state;
      return action.scope === 'global'
        ? withEffects(undefined, state.page)
        : withEffects(state.global, undefined);
    }
    case 'dismiss': {
      const global = state.global?.id === action.id ? undefined : state.global;
      const page = state.page?.id === action.id ? undefined : state.page;
      if (global === state.global && page === state.page) return state;
      return global || page ? withEffects(global, page) : EMPTY_ERRORS;
    }
  }
}

export interface DispatchErrorOptions {
  /** Slot to show the error in. Defaults to `global` for global catalogue entries, else `page`. */
  scope?: ErrorSlot;
}

export interface ErrorStore {
  /**
   * Maps an error (an `SdkError`, an HTTP failure, a code string) to its catalogue entry and
   * stores it. Returns the stored error, or `undefined` when the entry is suppressed.
   */
  dispatch(errorOrCode: unknown, options?: DispatchErrorOptions): ActiveError | undefined;
  /** Removes the error of one slot, or both. */
  clear(scope?: ErrorSlot): void;
  /** Removes one error if it is still active (a dismiss button). */
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ErrorSnapshot;
}

/** True when an active error carries `effect`. */
export function hasErrorEffect(snapshot: ErrorSnapshot, effect: ErrorEffect): boolean {
  return snapshot.effects.includes(effect);
}

export function createErrorStore(): ErrorStore {
  let state = EMPTY_ERRORS;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const apply = (action: ErrorAction) => {
    const next = errorReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    dispatch(errorOrCode, options = {}) {
      const code = errorCodeFrom(errorOrCode);
      const entry = lookupError(code);
      if (entry.suppressed) return undefined;
      const active: ActiveError = {
        id: nextId++,
        code,
        entry,
        scope: options.scope ?? (entry.scope === 'global' ? 'global' : 'page'),
      };
      if (typeof errorOrCode !== 'string') active.error = errorOrCode;
      apply({ type: 'dispatch', error: active });
      return active;
    },
    clear(scope) {
      apply(scope === undefined ? { type: 'clear' } : { type: 'clear', scope });
    },
    dismiss(id) {
      apply({ type: 'dismiss', id });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
  };
}

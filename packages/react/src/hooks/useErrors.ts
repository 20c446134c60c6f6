import { useMemo } from 'react';
import type { DispatchErrorOptions, ErrorSlot } from '@avios/sdk/errors';
import type { ErrorSnapshot } from '@avios/sdk';
import { useAvios } from './useAvios';
import { useStore } from './useStore';

export interface UseErrorsResult extends ErrorSnapshot {
  dispatch(error: unknown, options?: DispatchErrorOptions): void;
  clear(scope?: ErrorSlot): void;
  dismiss(id: number): void;
}

/** The SDK error store (spec §4 Errors): active global/page errors, their effects, actions. */
export function useErrors(): UseErrorsResult {
  const { errors } = useAvios();
  const snapshot = useStore(errors);
  // actions stay the same functions across error changes, so effects can depend on them
  const actions = useMemo(
    () => ({
      dispatch: (error: unknown, options?: DispatchErrorOptions) => {
        errors.dispatch(error, options);
      },
      clear: (scope?: ErrorSlot) => errors.clear(scope),
      dismiss: (id: number) => errors.dismiss(id),
    }),
    [errors],
  );
  return useMemo(() => ({ ...snapshot, ...actions }), [snapshot, actions]);
}

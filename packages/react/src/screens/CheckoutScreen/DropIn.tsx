import { useEffect, useRef } from 'react';
import type { PaymentHandlers } from '@avios/sdk/payments';
import type { PaymentProvider } from '@avios/sdk';
import type { PaymentSession } from '@avios/sdk/schemas';

export interface DropInProps {
  provider: PaymentProvider;
  session: PaymentSession;
  handlers: PaymentHandlers;
  /** Accessible name of the region the provider draws into. */
  label: string;
}

/**
 * A `drop-in` provider's form (Adyen Web's Drop-in in production): mounted once per session
 * into a region of its own, removed on unmount. Its results and errors reach the checkout
 * controller through `handlers`.
 */
export function DropIn({ provider, session, handlers, label }: DropInProps) {
  const host = useRef<HTMLDivElement>(null);
  // the latest handlers, without remounting the provider's form when they change
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!host.current || !provider.mount) return;
    return provider.mount(host.current, session, {
      onResult: (result) => latest.current.onResult(result),
      onError: (error) => latest.current.onError(error),
      onCancel: () => latest.current.onCancel?.(),
    });
  }, [provider, session]);
  return <div ref={host} className="avios-drop-in" role="group" aria-label={label} />;
}

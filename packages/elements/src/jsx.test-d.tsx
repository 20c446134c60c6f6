// Type test of src/jsx.d.ts, checked by the root `tsc -p tsconfig.json --noEmit` (vitest's
// typecheck mode is not enabled here): correct React usage compiles, and each
// `@ts-expect-error` line must be an error, or the type check fails.
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import type { AviosPurchaseElement, AviosReadyDetail } from './index';
import type {} from './jsx';

export function Correct() {
  const ref = useRef<AviosPurchaseElement>(null);
  const [ready, setReady] = useState<AviosReadyDetail | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const isReady: boolean = el.isReady;
    void el.ready.then((detail) => setReady(isReady ? detail : detail));
    const onSelect = (e: CustomEvent<{ avios: number | null }>) => e.detail.avios;
    el.addEventListener('avios-package-select', onSelect);
    return () => el.removeEventListener('avios-package-select', onSelect);
  }, []);
  return (
    <main>
      <avios-purchase
        ref={ref}
        partner={ready?.partner ?? 'IB'}
        language="es-ES"
        market="ES"
        api-url="https://api.example"
        api-path="/purchase/v1"
        idp-domain="https://login.example"
        client-id="shop"
        audience="https://api.example/purchase"
        redirect-uri="https://shop.example/"
        content-host="cdn.example"
        content-space="space"
        content-environment="master"
        content-token="token"
        payments-url="https://pay.example"
        base-path="/shop"
        login-mode="popup"
        currency="EUR"
        sizes="small,large"
        order="biggest"
        id="buy"
        className="wide"
        hidden={false}
        style={{ maxWidth: 600 }}
        onavios-ready={(e) => setReady(e.detail)}
        onavios-session={(e) => (e.detail.signedIn ? e.detail.partner : null)}
        onavios-error={(e) => e.detail.code === 'token_worker_unavailable' || e.detail.code}
        onavios-package-select={(e) => e.detail.avios}
        onavios-navigate={(e) => e.preventDefault()}
      />
      <avios-checkout transaction-id="p42" onavios-transaction-finish={(e) => e.detail.status} />
      <avios-gift partner="BA" />
      <avios-transfer login-mode="redirect" />
      <avios-booster />
      <avios-subscribe />
      <avios-discovery base-path="/shop" onavios-navigate={(e) => e.detail.href} />
    </main>
  );
}

export function Wrong() {
  const divRef = useRef<HTMLDivElement>(null);
  return (
    <main>
      <avios-config environment="sandbox" api-url="https://api.example" />
      {/* @ts-expect-error <avios-config> takes the shared attributes only */}
      <avios-config currency="EUR" />
      {/* @ts-expect-error attributes take strings */}
      <avios-purchase partner={1} />
      {/* @ts-expect-error attributes take strings, kebab-case ones too */}
      <avios-purchase api-url={new URL('https://api.example')} />
      {/* @ts-expect-error no such element */}
      <avios-purchases />
      {/* @ts-expect-error camelCase is a property name: React 18 would set an `apiurl` attribute */}
      <avios-purchase apiUrl="https://api.example" />
      {/* @ts-expect-error `currency` is <avios-purchase>'s, not <avios-checkout>'s */}
      <avios-checkout currency="EUR" />
      {/* @ts-expect-error the ref is the element's class */}
      <avios-purchase ref={divRef} />
      {/* @ts-expect-error the avios-ready detail has no `avios` */}
      <avios-purchase onavios-ready={(e) => e.detail.avios} />
      {/* @ts-expect-error error codes are the SDK's catalogue and the elements' own */}
      <avios-purchase onavios-error={(e) => e.detail.code === 'not_a_code'} />
      {/* @ts-expect-error severities are the catalogue's */}
      <avios-gift onavios-error={(e) => e.detail.severity === 'fatal'} />
      {/* @ts-expect-error partners are BA, IB and EI */}
      <avios-discovery onavios-session={(e) => e.detail.partner === 'XX'} />
    </main>
  );
}

export function readOnly(el: AviosPurchaseElement): Promise<AviosReadyDetail> {
  // @ts-expect-error isReady is read-only
  el.isReady = true;
  // @ts-expect-error ready is read-only
  el.ready = Promise.resolve({ partner: 'IB', language: 'es-ES', market: 'ES', signedIn: false });
  return el.ready;
}

// Both namespaces: `React.JSX` (React 19; React 18 with react-jsx) and the global `JSX`.
export const viaReactJsx: React.JSX.IntrinsicElements['avios-checkout'] = {
  'transaction-id': 'p42',
};
export const viaGlobalJsx: JSX.IntrinsicElements['avios-checkout'] = { 'transaction-id': 'p42' };
// @ts-expect-error attributes take strings
export const wrongGlobal: JSX.IntrinsicElements['avios-checkout'] = { 'transaction-id': 42 };
// @ts-expect-error no such element
export const unknownGlobal: JSX.IntrinsicElements['avios-unknown'] = {};

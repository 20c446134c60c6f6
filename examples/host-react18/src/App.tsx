// A React 18 host of <avios-purchase>, in the style of Custom Elements Everywhere: host state
// reaches the element as an attribute and, through a ref, as a property; the host listens to
// its avios-* events through the ref, and their details show in the host's own DOM
// (demo-host/e2e/hosts.spec.ts).
//
// - React 18 passes every prop of a custom element as an attribute (strings as they are), so
//   `currency={currency}` sets the `currency` attribute. Properties need the element itself:
//   `el.sizes = sizes` in an effect.
// - React 18 ignores `onavios-…` props (its typings leave them out): listeners go on the
//   element through the ref. A layout effect runs in the commit that inserted the element,
//   before it can have fetched anything, so avios-ready is heard; `el.ready` answers anyway,
//   however late it is asked (docs/elements.md, "Readiness").
// - No children: the elements render into a shadow root without a <slot>, so a child would
//   not be shown.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type {
  AviosPackageSelectDetail,
  AviosPurchaseElement,
  AviosReadyDetail,
} from '@avios/elements';

const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
/** Every size: the element ignores an empty value, so "all" is spelled out. */
const ALL_SIZES = 'small,medium,large';
const SIZES = [
  [ALL_SIZES, 'All'],
  ['small', 'Small'],
  ['medium', 'Medium'],
  ['large', 'Large'],
] as const;

function describeReady(detail: AviosReadyDetail | null): string {
  return detail ? `${detail.partner} ${detail.language} ${detail.market}` : 'waiting';
}

function describeSelection(detail: AviosPackageSelectDetail | null): string {
  if (!detail) return 'none yet';
  if (detail.avios === null) return `unselected (${detail.currency})`;
  return `${detail.avios} Avios, ${detail.price ?? '?'} ${detail.currency}`;
}

export function App() {
  const ref = useRef<AviosPurchaseElement>(null);
  const [currency, setCurrency] = useState<string>('EUR');
  const [sizes, setSizes] = useState<string>(ALL_SIZES);
  const [readyEvent, setReadyEvent] = useState<AviosReadyDetail | null>(null);
  const [readyPromise, setReadyPromise] = useState<AviosReadyDetail | null>(null);
  const [selection, setSelection] = useState<AviosPackageSelectDetail | null>(null);

  // events: typed through GlobalEventHandlersEventMap, so `e.detail` is the event's detail
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    const onReady = (e: CustomEvent<AviosReadyDetail>) => setReadyEvent(e.detail);
    const onSelect = (e: CustomEvent<AviosPackageSelectDetail>) => setSelection(e.detail);
    el.addEventListener('avios-ready', onReady);
    el.addEventListener('avios-package-select', onSelect);
    void el.ready.then((detail) => live && setReadyPromise(detail));
    return () => {
      live = false;
      el.removeEventListener('avios-ready', onReady);
      el.removeEventListener('avios-package-select', onSelect);
    };
  }, []);

  // a property: React 18 would only ever set the attribute
  useEffect(() => {
    if (ref.current) ref.current.sizes = sizes;
  }, [sizes]);

  return (
    <main>
      <h1>React 18 host</h1>
      <div className="host-controls">
        <label>
          Currency
          <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
        <label>
          Sizes
          <select value={sizes} onChange={(e) => setSizes(e.target.value)}>
            {SIZES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl className="host-events">
        <dt>avios-ready event</dt>
        <dd>
          <output id="ready-event">{describeReady(readyEvent)}</output>
        </dd>
        <dt>el.ready</dt>
        <dd>
          <output id="ready-promise">{describeReady(readyPromise)}</output>
        </dd>
        <dt>avios-package-select</dt>
        <dd>
          <output id="selection">{describeSelection(selection)}</output>
        </dd>
      </dl>
      <avios-purchase ref={ref} partner="IB" language="es-ES" market="ES" currency={currency} />
    </main>
  );
}

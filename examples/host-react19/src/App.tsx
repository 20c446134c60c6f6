// A React 19 host of <avios-purchase>, in the style of Custom Elements Everywhere: host state
// reaches the element as props, React listens to its avios-* events, and their details show
// in the host's own DOM (demo-host/e2e/hosts.spec.ts).
//
// - `currency` and `sizes` are plain JSX props. React 19 sets a custom element's prop as a
//   property when the element has one (`'currency' in el`: the tag is registered before React
//   renders it), else as an attribute; the element reflects both to their attributes.
// - `onavios-ready` and `onavios-package-select` are listeners React 19 adds before the
//   element is in the page, so avios-ready is never missed; `el.ready` answers as well, for
//   code that asks later (docs/elements.md, "Readiness").
// - No children: the elements render into a shadow root without a <slot>, so a child would
//   not be shown.
import { useEffect, useRef, useState } from 'react';
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

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    void el.ready.then((detail) => live && setReadyPromise(detail));
    return () => {
      live = false;
    };
  }, []);

  return (
    <main>
      <h1>React 19 host</h1>
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
      <avios-purchase
        ref={ref}
        partner="IB"
        language="es-ES"
        market="ES"
        currency={currency}
        sizes={sizes}
        onavios-ready={(e) => setReadyEvent(e.detail)}
        onavios-package-select={(e) => setSelection(e.detail)}
      />
    </main>
  );
}

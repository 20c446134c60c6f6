// Type test of src/vue.d.ts, checked by the root `tsc -p tsconfig.json --noEmit` against the
// installed `vue` (the Vue host example's dependency). Templates are checked by vue-tsc from
// `$props` and `$emit`, so this checks those: correct usage compiles, and each
// `@ts-expect-error` line must be an error, or the type check fails.
import type { GlobalComponents } from 'vue';
import type { AviosReadyDetail } from './index';
import type {} from './vue';

type Instance<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>;
type Props<Tag extends keyof GlobalComponents> = Instance<Tag>['$props'];

export const purchase: Props<'avios-purchase'> = {
  partner: 'IB',
  apiUrl: 'https://api.example',
  contentHost: 'cdn.example',
  currency: 'EUR',
  sizes: 'small',
  order: 'biggest',
  class: 'wide',
  id: 'buy',
};
export const checkout: Props<'avios-checkout'> = { transactionId: 'p42', loginMode: 'redirect' };
export const others: Props<'avios-gift' | 'avios-transfer' | 'avios-booster'>[] = [{}];
export const more: Props<'avios-subscribe' | 'avios-discovery'> = { basePath: '/shop' };

// @ts-expect-error props are strings
export const wrongType: Props<'avios-purchase'> = { partner: 1 };
// @ts-expect-error `currency` is <avios-purchase>'s, not <avios-checkout>'s
export const wrongProp: Props<'avios-checkout'> = { currency: 'EUR' };
// @ts-expect-error `ready` is read by the host, not set
export const notAProp: Props<'avios-purchase'> = { ready: Promise.resolve() };
export const config: Props<'avios-config'> = { environment: 'sandbox', apiUrl: 'https://a' };
// @ts-expect-error <avios-config> takes the shared attributes only
export const configWrong: Props<'avios-config'> = { currency: 'EUR' };
// @ts-expect-error no such element
export type Unknown = GlobalComponents['avios-unknown'];

export function events(
  p: Instance<'avios-purchase'>,
  d: Instance<'avios-discovery'>,
  detail: AviosReadyDetail,
): Promise<AviosReadyDetail> {
  p.$emit('avios-ready', new CustomEvent('avios-ready', { detail }));
  p.$emit('avios-package-select', new CustomEvent('avios-package-select'));
  d.$emit('avios-navigate', new CustomEvent('avios-navigate'));
  const session = { signedIn: true, partner: 'BA' } as const;
  d.$emit('avios-session', new CustomEvent('avios-session', { detail: session }));
  const error = { code: 'api_error_77', severity: 'error', scope: 'page' } as const;
  p.$emit('avios-error', new CustomEvent('avios-error', { detail: error }));
  const notACode = { ...error, code: 'not_a_code' } as const;
  // @ts-expect-error error codes are the SDK's catalogue and the elements' own
  p.$emit('avios-error', new CustomEvent('avios-error', { detail: notACode }));
  // @ts-expect-error the event's detail is the avios-ready detail
  p.$emit('avios-ready', new CustomEvent('avios-ready', { detail: { partner: 1 } }));
  // @ts-expect-error no such event
  p.$emit('avios-readdy', new CustomEvent('avios-ready', { detail }));
  // @ts-expect-error <avios-discovery> sells nothing
  d.$emit('avios-package-select', new CustomEvent('avios-package-select'));
  const isReady: boolean = p.isReady;
  return isReady ? p.ready : d.ready;
}

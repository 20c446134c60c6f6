// Type test of the hooks a host uses, checked by the root `tsc -p tsconfig.json --noEmit`:
// correct usage compiles, and each `@ts-expect-error` line must be an error, or the type
// check fails.
import type { Avios } from '@avios/sdk';
import { useAvios, useAviosContext, useErrors, useMember, useSession } from '../index';

export function Host(): string {
  const avios = useAvios();
  const fromSdk: Pick<Avios, 'context' | 'session' | 'checkout'> = avios;
  const { ready, partner, language } = useAviosContext();
  const session = useSession();
  const { balance } = useMember();
  const errors = useErrors();
  void fromSdk;
  void errors;
  const points: number | undefined = balance.data?.amount ?? undefined;
  if (!ready || session.loading) return 'loading';
  void session.login({ returnTo: '/purchase' });

  // @ts-expect-error a partner is BA, IB or EI
  const lufthansa: typeof partner = 'LH';
  // @ts-expect-error `signedIn` is read, not called
  session.signedIn();
  // @ts-expect-error login options have no `redirect`
  void session.login({ redirect: '/purchase' });
  void lufthansa;
  return `${partner} ${language} ${points ?? 0}`;
}

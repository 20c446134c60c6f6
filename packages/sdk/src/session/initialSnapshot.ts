// The session as a page load finds it (spec §4 Auth, §7 connected accounts): back from
// linking an account, back from a sign-in redirect, or neither, when the provider is asked
// whether the member is still signed in.
import { SdkError } from '../errors/sdkError';
import type { Partner } from '../rules/constants';
import { connectingMark, isConnectReturn, isSignInReturn } from './connectReturn';
import { POPUP_BLOCKED_KEY } from './popupLogin';
import { takeReturnPath } from './returnPath';
import type { SessionCore } from './sessionCore';
import { cleanCallbackPath } from './sessionHelpers';
import type { SessionSnapshot } from './sessionTypes';

/**
 * Reads this page load's session of `partner` into the snapshot and returns it. Throws what
 * the provider or the Auth0 client threw; the caller turns it into an anonymous snapshot.
 */
export async function readInitialSnapshot(
  core: SessionCore,
  partner: Partner,
): Promise<SessionSnapshot> {
  const { options, storage, navigate } = core;
  const url = new URL(window.location.href);
  const params = url.searchParams;
  const isCallback = isSignInReturn(params);
  const client = core.clientFor(partner);
  if (isConnectReturn(params, storage)) {
    // back from linking an account: the member's sign-in stays as it was
    const { finishConnect } = await import('./linking');
    const { account, error } = await finishConnect(client, url.href, connectingMark(storage));
    navigate(takeReturnPath(storage) ?? cleanCallbackPath(url), { replace: true });
    const next = await core.readUser(client, partner);
    core.setSnapshot(error ? { ...next, error } : next);
    if (account) options.onAccountConnected?.(account);
    return core.getSnapshot();
  }
  if (isCallback) {
    try {
      await client.handleRedirectCallback(url.href);
    } catch (e) {
      // A failed callback must not repeat on reload: leave the callback URL.
      takeReturnPath(storage);
      navigate(cleanCallbackPath(url), { replace: true });
      throw e;
    }
    core.tokens.forget(partner);
    const next = await core.readUser(client, partner);
    // a popup the browser blocked became this redirect: say so now the member is back
    const blocked = storage?.getItem(POPUP_BLOCKED_KEY) === '1';
    storage?.removeItem(POPUP_BLOCKED_KEY);
    core.setSnapshot(blocked ? { ...next, error: new SdkError('popup_blocked') } : next);
    // spec §4: restore the saved return path with replace navigation, then mark signed in.
    navigate(takeReturnPath(storage) ?? cleanCallbackPath(url), { replace: true });
    if (next.status === 'authenticated') options.onSignedIn?.();
    return core.getSnapshot();
  }
  // checkSession never throws for login_required: the member is then anonymous.
  await client.checkSession();
  core.setSnapshot(await core.readUser(client, partner));
  return core.getSnapshot();
}

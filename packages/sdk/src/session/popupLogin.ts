// Sign-in in a popup beside the page (spec §9: 400x600, centred, 60 s): the window is opened
// inside the member's click (popupWindow.ts) and handed to the Auth0 client, which signs in
// there.
import { LOGIN_POPUP } from '../rules/constants';
import { toAuthError } from './authError';
import { loginParams } from './clientOptions';
import { takeReturnPath } from './returnPath';
import type { SessionCore } from './sessionCore';
import type { Auth0ClientLike, LoginOptions, LoginResult } from './sessionTypes';

/** Set when a blocked popup sign-in became a redirect, read once back (the notice). */
export const POPUP_BLOCKED_KEY = 'avios.session.popupBlocked';

/**
 * The popup as the Auth0 client sees it. Its answer page posts the code and may close
 * itself at once (the sandbox provider's does); Auth0 checks `closed` every second and
 * would call that a cancel when the check runs before the queued message. So a closed
 * popup reads as closed only a moment later: the message is handled first, and a member
 * who really closed it is told so about two seconds later.
 */
function patientPopup(popup: Window): Window {
  let closedSince: number | undefined;
  const view = {
    get closed() {
      if (!popup.closed) return false;
      closedSince ??= Date.now();
      return Date.now() - closedSince >= 1500;
    },
    close: () => popup.close(),
    get location() {
      return popup.location;
    },
  };
  return view as unknown as Window;
}

/** Signs in through `popup` (popupWindow.ts' `openLoginPopup`); the page stays where it was. */
export async function loginWithPopup(
  core: SessionCore,
  client: Auth0ClientLike,
  popup: Window,
  loginOptions: LoginOptions,
): Promise<LoginResult> {
  const { options, storage } = core;
  const partner = options.getPartner();
  try {
    await client.loginWithPopup!(loginParams(loginOptions), {
      popup: patientPopup(popup),
      timeoutInSeconds: LOGIN_POPUP.timeoutS,
    });
  } catch (e) {
    if (!popup.closed) popup.close();
    takeReturnPath(storage);
    const error = toAuthError(e, 'login');
    core.setSnapshot({ ...core.getSnapshot(), error });
    throw error;
  }
  // the page never left: no return path to restore, the screen goes on where it was
  takeReturnPath(storage);
  core.tokens.forget(partner);
  const next = await core.readUser(client, partner);
  core.setSnapshot(next);
  if (next.status === 'authenticated') options.onSignedIn?.();
  return { mode: 'popup' };
}

// The sign-in popup's window (spec §9: 400x600, centred), opened inside the member's click:
// a browser allows a popup only there, so it is opened before anything is awaited, even the
// sign-in module (sessionActions.ts) when the click comes before it is in.
import { LOGIN_POPUP } from '../rules/constants';

/**
 * Opens the sign-in popup now, inside the member's click (spec §9: 400x600, centred on the
 * page), so the browser allows it; Auth0 then loads the provider's page into it. `null`
 * when the browser blocked it.
 */
export function openLoginPopup(): Window | null {
  const { width, height } = LOGIN_POPUP;
  const left = Math.round(window.screenX + (window.outerWidth - width) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - height) / 2);
  return window.open(
    '',
    'auth0:authorize:popup',
    `left=${left},top=${top},width=${width},height=${height},resizable,scrollbars=yes,status=1`,
  );
}

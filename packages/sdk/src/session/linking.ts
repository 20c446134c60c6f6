// Account linking and the token exchange on the Auth0 client's own support (spec §5 "a
// connection is required to link an account", "a missing connect code raises
// missing_connect_code"; §7 connected-accounts connect/complete and the token-exchange grant;
// §8 missing_connect_code). The session (session.ts) exposes them and loads this module only
// when a member links an account, comes back from it, or exchanges a token.
import { SdkError } from '../errors/sdkError';
import { parseAnswer } from '../schemas/parseAnswer';
import { z } from '../schemas/zodSettings';
import { toAuthError } from './authError';
import type { ConnectingMark } from './connectReturn';
import type { Auth0ClientLike } from './sessionTypes';

export interface ConnectAccountOptions {
  /** The connection to link, e.g. `google-oauth2`. Required (spec §5). */
  connection: string;
  /** Where the provider sends the member back. Defaults to the session's `redirectUri`. */
  redirectUri?: string;
  /** Scopes asked of the linked provider. Defaults to none. */
  scopes?: string[];
  /** Same-origin path to come back to. Defaults to the current page. */
  returnTo?: string;
}

/** A linked account, as the identity provider's complete call answers it (spec §7). */
export interface ConnectedAccount {
  id: string;
  connection: string;
  scopes?: string[];
  createdAt: string;
}

export interface ExchangeTokenOptions {
  /** The token the partner already holds for the member (`subject_token`, spec §7). */
  subjectToken: string;
  /** Its type, a URI the identity provider knows (`subject_token_type`). */
  subjectTokenType: string;
  /** Scope asked for. Defaults to the session's standard scope. */
  scope?: string;
  /** Audience asked for. Defaults to the session's audience. */
  audience?: string;
}

const connectResultSchema = z.object({
  id: z.string(),
  connection: z.string(),
  scopes: z.optional(z.array(z.string())),
  created_at: z.string(),
});

function unsupported(what: string): SdkError {
  return new SdkError('unhandled_error', { message: `This Auth0 client has no ${what}.` });
}

/**
 * Sends the member to link `options.connection` (Auth0 `connectAccountWithRedirect`: the
 * connect call, then the provider's page). Without a connection nothing is sent.
 */
export async function startConnect(
  client: Auth0ClientLike,
  options: ConnectAccountOptions,
  defaults: { redirectUri: string; mark: ConnectingMark },
): Promise<void> {
  if (typeof options.connection !== 'string' || options.connection.trim() === '') {
    // spec §5: a connection is required to link an account
    throw new SdkError('unhandled_error', {
      message: 'A connection is required to link an account (connectAccount({ connection })).',
    });
  }
  if (!client.connectAccountWithRedirect) throw unsupported('account linking');
  defaults.mark.set();
  try {
    await client.connectAccountWithRedirect({
      connection: options.connection.trim(),
      redirectUri: options.redirectUri ?? defaults.redirectUri,
      ...(options.scopes ? { scopes: options.scopes } : {}),
    });
  } catch (e) {
    defaults.mark.clear();
    throw toAuthError(e, 'login');
  }
}

/**
 * Completes a link on the return (Auth0 `handleRedirectCallback`: the complete call with the
 * `connect_code`). A return without one is `missing_connect_code` (spec §8); the member's
 * sign-in is not touched either way.
 */
export async function finishConnect(
  client: Auth0ClientLike,
  url: string,
  mark: ConnectingMark,
): Promise<{ account?: ConnectedAccount; error?: SdkError }> {
  mark.clear();
  try {
    const answer = parseAnswer(
      connectResultSchema,
      await client.handleRedirectCallback(url),
      'the connected-accounts complete call',
    );
    const { id, connection, scopes, created_at: createdAt } = answer;
    return { account: { id, connection, createdAt, ...(scopes ? { scopes } : {}) } };
  } catch (e) {
    return { error: toAuthError(e, 'login') };
  }
}

/** Signs the member in with a token they already hold (Auth0 `loginWithCustomTokenExchange`). */
export async function exchangeWith(
  client: Auth0ClientLike,
  options: ExchangeTokenOptions,
): Promise<void> {
  if (!options.subjectToken || !options.subjectTokenType) {
    throw new SdkError('login_failed', {
      message: 'Login failed: a token exchange needs subjectToken and subjectTokenType.',
    });
  }
  if (!client.loginWithCustomTokenExchange) throw unsupported('token exchange');
  try {
    await client.loginWithCustomTokenExchange({
      subject_token: options.subjectToken,
      subject_token_type: options.subjectTokenType,
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.audience ? { audience: options.audience } : {}),
    });
  } catch (e) {
    throw toAuthError(e, 'login');
  }
}

// The sign-in interaction: login form (membership number + password), then, for step-up,
// a one-time code; consent is granted automatically (STACK.md, adaptation 3).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { ACR_MFA, ACR_PASSWORD, DEBIT_SCOPE, SANDBOX_OTP, partnerOfClient } from '../config';
import type { Partner } from '../config';
import { readText } from '../http/router';
import type { Store } from '../store/store';
import { errorPage, loginPage, otpPage } from './views';

export const PROGRAMME: Record<Partner, string> = {
  ba: 'British Airways Club',
  ib: 'Iberia Club',
  ei: 'Aer Lingus AerClub',
};

/** spec §6: asking for write:transaction_debit (or for the multi-factor acr) is a step-up. */
export function wantsStepUp(params: Record<string, unknown> | undefined): boolean {
  const scope = typeof params?.scope === 'string' ? params.scope.split(' ') : [];
  const acr = typeof params?.acr_values === 'string' ? params.acr_values.split(' ') : [];
  return scope.includes(DEBIT_SCOPE) || acr.includes(ACR_MFA);
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
  });
  res.end(body);
}

export function createInteractions(provider: Provider, store: Store) {
  /** Members who passed the password step of an interaction and now owe the code. */
  const pending = new Map<string, string>();

  const programmeOf = (d: InteractionDetails) =>
    PROGRAMME[partnerOfClient(d.params.client_id) ?? 'ib'];

  async function consent(req: IncomingMessage, res: ServerResponse, d: InteractionDetails) {
    const accountId = d.session?.accountId;
    const clientId = d.params.client_id;
    if (!accountId || !clientId)
      return html(res, 400, errorPage('invalid_request', 'No signed-in member.'));
    const grant =
      (d.grantId && (await provider.Grant.find(d.grantId))) ||
      new provider.Grant({ accountId, clientId });
    const details = d.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    // The debit scope is only requested past the step_up check, so the code was given.
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  async function finishLogin(
    req: IncomingMessage,
    res: ServerResponse,
    accountId: string,
    mfa: boolean,
  ) {
    await provider.interactionFinished(
      req,
      res,
      {
        login: {
          accountId,
          acr: mfa ? ACR_MFA : ACR_PASSWORD,
          amr: mfa ? ['pwd', 'otp'] : ['pwd'],
          remember: true,
        },
      },
      { mergeWithLastSubmission: false },
    );
  }

  async function show(req: IncomingMessage, res: ServerResponse, d: InteractionDetails) {
    if (d.prompt.name === 'consent') return consent(req, res, d);
    const signedIn = d.session?.accountId ? store.member(d.session.accountId) : undefined;
    if (signedIn && d.prompt.reasons.every((r) => r === 'step_up')) {
      pending.set(d.uid, signedIn.ffpNumber);
      return html(res, 200, otpPage({ uid: d.uid, firstName: signedIn.name.firstName }));
    }
    html(res, 200, loginPage({ uid: d.uid, programme: programmeOf(d) }));
  }

  async function login(req: IncomingMessage, res: ServerResponse, d: InteractionDetails) {
    const form = new URLSearchParams(await readText(req));
    const username = (form.get('username') ?? '').trim().toUpperCase();
    const password = form.get('password') ?? '';
    const member = username ? store.member(username) : undefined;
    const partner = partnerOfClient(d.params.client_id);
    const again = (error: string) =>
      html(res, 401, loginPage({ uid: d.uid, programme: programmeOf(d), error, username }));
    if (!username || !password) return again('Enter your membership number and your password.');
    if (!member || member.password !== password) {
      return again('That membership number and password do not match. Check both and try again.');
    }
    if (member.partner !== partner) {
      return again(
        `Membership number ${member.ffpNumber} belongs to ${PROGRAMME[member.partner]}. Sign in there instead.`,
      );
    }
    if (wantsStepUp(d.params)) {
      pending.set(d.uid, member.ffpNumber);
      return html(res, 200, otpPage({ uid: d.uid, firstName: member.name.firstName }));
    }
    await finishLogin(req, res, member.ffpNumber, false);
  }

  async function otp(req: IncomingMessage, res: ServerResponse, d: InteractionDetails) {
    const form = new URLSearchParams(await readText(req));
    const accountId = pending.get(d.uid);
    const member = accountId ? store.member(accountId) : undefined;
    if (!member)
      return html(
        res,
        401,
        loginPage({ uid: d.uid, programme: programmeOf(d), error: 'Sign in first.' }),
      );
    const code = (form.get('code') ?? '').replace(/\s/g, '');
    if (code !== SANDBOX_OTP) {
      const error = code
        ? 'That code is not right. Check it and try again.'
        : 'Enter the one-time code.';
      return html(res, 401, otpPage({ uid: d.uid, firstName: member.name.firstName, error }));
    }
    pending.delete(d.uid);
    await finishLogin(req, res, member.ffpNumber, true);
  }

  /** Handles `/interaction/:uid[/login|/otp|/abort]`. */
  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const [, , uid, action] = pathname.split('/');
    let d: InteractionDetails;
    try {
      d = await provider.interactionDetails(req, res);
    } catch {
      return html(
        res,
        400,
        errorPage(
          'session_expired',
          'This sign-in page has expired. Go back to the shop and sign in again.',
        ),
      );
    }
    if (d.uid !== uid)
      return html(res, 400, errorPage('invalid_request', 'This sign-in page does not match.'));
    try {
      if (req.method === 'GET' && action === undefined) return await show(req, res, d);
      if (req.method === 'GET' && action === 'abort') {
        pending.delete(d.uid);
        return await provider.interactionFinished(req, res, {
          error: 'access_denied',
          error_description: 'The member cancelled the sign-in.',
        });
      }
      if (req.method === 'POST' && action === 'login') return await login(req, res, d);
      if (req.method === 'POST' && action === 'otp') return await otp(req, res, d);
      html(res, 404, errorPage('not_found'));
    } catch (error) {
      console.error('[sandbox] interaction failed', error);
      if (!res.headersSent)
        html(res, 500, errorPage('server_error', 'Signing in failed. Try again.'));
    }
  };
}

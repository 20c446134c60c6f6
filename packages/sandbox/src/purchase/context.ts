// What every purchase API route needs: the partner of the call (spec §7), the caller from
// the DPoP-bound token (auth.ts), the seeded member, and business errors as `{ errorCode }`.
import { PARTNERS } from '../config';
import type { Partner } from '../config';
import { HttpError } from '../http/router';
import type { RequestContext } from '../http/router';
import type { Engine } from '../store/engine';
import type { Store } from '../store/store';
import type { Member, ProductType } from '../store/types';
import type { Caller, TokenVerifier } from './auth';

/**
 * spec §4 mfa_pending: a transfer whose token is at least `maxAgeS` seconds old is answered
 * with the identity provider's address and `followRedirect: true` (docs/sandbox.md).
 */
export interface Reauthentication {
  maxAgeS: number;
  /** Restored by `POST /__sandbox/reset`. */
  readonly defaultMaxAgeS: number;
  /** The identity provider's authorize address, the `redirectUrl` answered. */
  readonly authorizeUrl: string;
}

export interface PurchaseDeps {
  store: Store;
  engine: Engine;
  verify: TokenVerifier;
  reauth?: Reauthentication;
}

export interface Call {
  partner: Partner;
  caller?: Caller;
  member?: Member;
}

export interface MemberCall extends Call {
  caller: Caller;
  member: Member;
}

/** Business errors (spec §8): HTTP 400 with `{ errorCode }` (docs/api-contract.md). */
export function businessError(errorCode: number): never {
  throw new HttpError(400, { errorCode });
}

export function badRequest(message: string): never {
  throw new HttpError(400, { error: 'invalid_request', message });
}

function partnerOf(url: URL): Partner {
  const partner = url.searchParams.get('partner');
  if (!partner || !(PARTNERS as readonly string[]).includes(partner)) {
    badRequest('Query parameter "partner" must be one of ba, ib, ei (lowercase).');
  }
  return partner as Partner;
}

/** The call's partner and, when a token came, its checked caller and member. */
export async function callOf(ctx: RequestContext, deps: PurchaseDeps): Promise<Call> {
  const partner = partnerOf(ctx.url);
  const caller = await deps.verify(ctx);
  if (!caller) return { partner };
  if (caller.partner !== partner) {
    throw new HttpError(403, {
      error: 'partner_mismatch',
      message: `The token was issued to a ${caller.partner.toUpperCase()} member; the call names partner=${partner}.`,
    });
  }
  const member = deps.store.member(caller.ffpNumber);
  if (!member) throw new HttpError(401, { error: 'invalid_token', message: 'Unknown member.' });
  return { partner, caller, member };
}

/** Like callOf, but a token is required (401 without one). */
export async function memberCallOf(ctx: RequestContext, deps: PurchaseDeps): Promise<MemberCall> {
  const call = await callOf(ctx, deps);
  if (!call.caller || !call.member) {
    throw new HttpError(401, {
      error: 'missing_token',
      message: 'This call needs a bearer token.',
    });
  }
  return call as MemberCall;
}

export function requireScope(call: MemberCall, scope: string): void {
  if (!call.caller.scopes.has(scope)) {
    throw new HttpError(403, {
      error: 'insufficient_scope',
      message: `This call needs the ${scope} scope.`,
      scope,
    });
  }
}

/** The member's account state that blocks every product call (52 under 18, 59 blocked). */
export function checkProductAccess(member: Member | undefined, product?: ProductType): void {
  if (!member) return;
  if (member.productError !== undefined) businessError(member.productError);
  if (product && !member.products.includes(product)) {
    throw new HttpError(404, {
      error: 'product_not_available',
      message: `The ${product} product is not available to this member.`,
    });
  }
}

/** The integer value of a query parameter or body field, if any. */
export function intOf(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 0) badRequest(`"${name}" must be a whole number.`);
  return n;
}

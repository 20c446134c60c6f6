// Test helpers (not exported from the package): the member's side of a sign-in at the
// in-process sandbox identity provider, for session tests with the real Auth0 client in a
// DOM (happy-dom at http://localhost:5175, one of the sandbox's allowed origins).
// happy-dom has no IndexedDB, where the client keeps its DPoP key pair (spec §7 proof header)
import 'fake-indexeddb/auto';
import { expect, vi } from 'vitest';
import { createBrowserless, REDIRECT_URI } from '../../../sandbox/src/testing/browserless';
import { nodeSend } from '../../../sandbox/src/testing/nodeSend';
import type { TestSandbox } from '../../../sandbox/src/testing/harness';
import { createSession } from './session';
import type { SessionOptions } from './sessionTypes';
import { memoryStorage } from './testing';

export const MEMBER = 'IB1000001';

/** A session of partner IB at the sandbox, its navigation recorded. */
export function sandboxSession(sb: TestSandbox, overrides: Partial<SessionOptions> = {}) {
  return createSession({
    domain: sb.urls.idp,
    identityProviderAnswers: async () => true,
    clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
    audience: 'https://api.avios.sandbox/purchase',
    redirectUri: REDIRECT_URI,
    getPartner: () => 'IB',
    storage: memoryStorage(),
    navigate: vi.fn(),
    ...overrides,
  });
}

/** Keeps the page here: the addresses the client would open, in order. */
export function recordNavigation() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

/**
 * The member at the address the client opened: `fields` submitted on the page there (the
 * sign-in form, the link page), then back at the redirect address, which becomes the page's.
 */
export async function memberAnswers(
  sb: TestSandbox,
  address: string,
  fields: Record<string, string>,
): Promise<URL> {
  const member = createBrowserless(sb.urls.issuer, nodeSend);
  const back = await member.submit(await member.get(address), fields);
  expect(back.url.startsWith(REDIRECT_URI)).toBe(true);
  window.history.replaceState(null, '', back.url);
  return new URL(back.url);
}

/** Forgets the cookies and address a test left in the DOM. */
export function clearPage(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

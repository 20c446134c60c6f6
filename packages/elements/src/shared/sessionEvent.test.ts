// @vitest-environment happy-dom
// `avios-session` (ElementRoot's useSessionEvent): fired on each element when the member
// signs in or out after that element's `avios-ready`, never for the state `avios-ready`
// already carried. The SDK is the React package's fake with a session the test drives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSnapshot } from '@avios/sdk';
import { CONTENT, createFakeAvios } from '@avios/react/testing';
import type { FakeAvios } from '@avios/react/testing';
import type { AviosEventDetails, AviosEventName } from './events';

const registry = vi.hoisted(() => ({ fake: undefined as unknown }));
vi.mock('./aviosRegistry', () => ({
  aviosFor: () => registry.fake,
  onPageAddressChange: () => () => undefined,
}));

import { configure } from './pageConfig';
import '../avios-purchase/define';
import '../avios-gift/define';

let fake: FakeAvios;
let setSession: (next: SessionSnapshot) => void;

beforeEach(() => {
  fake = createFakeAvios({ content: CONTENT, language: 'en-GB' });
  // a session the test moves between loading, anonymous and authenticated
  let snapshot: SessionSnapshot = { status: 'loading' };
  const listeners = new Set<() => void>();
  fake.session.getSnapshot = () => snapshot;
  fake.session.subscribe = (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  setSession = (next) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  registry.fake = fake;
  configure({ environment: 'sandbox' });
});
afterEach(async () => {
  document.body.innerHTML = '';
  // the removed elements unmount in a microtask: after that, no element hears the reset
  await new Promise((r) => setTimeout(r, 0));
  configure({});
});

function record<K extends AviosEventName>(name: K) {
  const events: CustomEvent<AviosEventDetails[K]>[] = [];
  document.addEventListener(name, (e) => events.push(e as CustomEvent<AviosEventDetails[K]>));
  return events;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const MEMBER = { status: 'authenticated', user: { sub: 'auth0|1' } } as const;

describe('avios-session', () => {
  it('is not fired for the state avios-ready carries, then once per sign-in and sign-out', async () => {
    const ready = record('avios-ready');
    const sessions = record('avios-session');
    const el = document.createElement('avios-purchase');
    document.body.append(el);
    // the session check is still running: not ready, nothing to tell
    await new Promise((r) => setTimeout(r, 50));
    expect(ready).toHaveLength(0);
    setSession(MEMBER);
    await until(() => ready.length > 0, 'avios-ready');
    expect(ready[0]?.detail.signedIn).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(sessions).toHaveLength(0);

    setSession({ status: 'anonymous' });
    expect(sessions.map((e) => e.detail)).toEqual([{ signedIn: false, partner: 'IB' }]);
    expect(sessions[0]?.target).toBe(el);
    expect(sessions[0]?.bubbles).toBe(true);
    expect(sessions[0]?.composed).toBe(true);
    // a passing loading state (a sign-in under way) and the same state again say nothing
    setSession({ status: 'loading' });
    setSession({ status: 'anonymous' });
    expect(sessions).toHaveLength(1);
    setSession(MEMBER);
    expect(sessions.map((e) => e.detail.signedIn)).toEqual([false, true]);
  });

  it('fires on each element of the page, each after its own avios-ready', async () => {
    setSession({ status: 'anonymous' });
    const ready = record('avios-ready');
    const sessions = record('avios-session');
    const purchase = document.createElement('avios-purchase');
    const gift = document.createElement('avios-gift');
    document.body.append(purchase, gift);
    await until(() => ready.length === 2, 'both avios-ready');
    expect(ready.map((e) => e.detail.signedIn)).toEqual([false, false]);
    setSession(MEMBER);
    expect(sessions.map((e) => e.target)).toEqual([purchase, gift]);
    expect(sessions.every((e) => e.detail.signedIn)).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureTokenWorker } from './tokenWorker';

type Behaviour = 'answers' | 'fails' | 'silent';

/** Stands in for the browser's Worker running (or failing to load) Auth0's worker script. */
class FakeWorker extends EventTarget {
  static behaviour: Behaviour = 'answers';
  terminated = false;
  messages: unknown[] = [];
  postMessage(message: unknown, transfer: MessagePort[] = []) {
    this.messages.push(message);
    const [port] = transfer;
    if (FakeWorker.behaviour === 'answers') port?.postMessage({ ok: true });
    if (FakeWorker.behaviour === 'fails') setTimeout(() => this.dispatchEvent(new Event('error')));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('ensureTokenWorker: no token call goes to a worker that cannot answer', () => {
  const original = (globalThis as { Worker?: unknown }).Worker;
  beforeEach(() => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  });
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = original;
  });

  it('a worker that answers the clear message is kept, and nothing is reported', async () => {
    FakeWorker.behaviour = 'answers';
    const client = { worker: new FakeWorker() };
    const report = vi.fn();
    await ensureTokenWorker(client, report, '/a/auth0-worker.js');
    expect(client.worker).toBeInstanceOf(FakeWorker);
    expect((client.worker as FakeWorker).messages).toEqual([{ type: 'clear' }]);
    expect(report).not.toHaveBeenCalled();
  });

  it('a worker that fails to start (a 404, a blocked script) is dropped and the cause told', async () => {
    FakeWorker.behaviour = 'fails';
    const worker = new FakeWorker();
    const client: { worker?: unknown } = { worker };
    const report = vi.fn();
    await ensureTokenWorker(client, report, '/assets/auth0-worker.js');
    expect(client.worker).toBeUndefined();
    expect(worker.terminated).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]?.[0].message)).toMatch(
      /could not start.*\/assets\/auth0-worker\.js.*setAssetPath/,
    );
  });

  it('a worker that stays silent is dropped after the timeout', async () => {
    FakeWorker.behaviour = 'silent';
    const client: { worker?: unknown } = { worker: new FakeWorker() };
    const report = vi.fn();
    await ensureTokenWorker(client, report, undefined, 20);
    expect(client.worker).toBeUndefined();
    expect(String(report.mock.calls[0]?.[0].message)).toContain('did not answer within 20 ms');
  });

  it('a client without a worker (tokens in local storage) is left alone', async () => {
    const client = {};
    const report = vi.fn();
    await ensureTokenWorker(client, report, undefined);
    expect(report).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
// The readiness API every element shares: `ready` (a promise of the avios-ready detail)
// and `isReady`, on the element classes themselves (avios-purchase.test.ts proves it on a
// mounted element against the event).
import { describe, expect, it } from 'vitest';
import * as elements from '../index';
import type { AviosReadyDetail } from './events';
import { markReady, withReadiness } from './readiness';
import type { AviosReadiness } from './readiness';

const DETAIL: AviosReadyDetail = {
  partner: 'BA',
  language: 'en-GB',
  market: 'GB',
  signedIn: false,
};

describe('withReadiness / markReady', () => {
  class TestElement extends HTMLElement {}
  withReadiness(TestElement);
  customElements.define('avios-readiness-test', TestElement);
  const create = () => new TestElement() as TestElement & AviosReadiness;

  it('is pending and false until marked, then resolved and true, whenever asked', async () => {
    const el = create();
    const early = el.ready;
    expect(el.isReady).toBe(false);
    let settled = false;
    void early.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    expect(markReady(el, DETAIL)).toBe(true);
    expect(el.isReady).toBe(true);
    await expect(early).resolves.toBe(DETAIL);
    await expect(el.ready).resolves.toBe(DETAIL);
    expect(el.ready).toBe(early);
  });

  it('marks an element once: a second call keeps the first detail and answers false', async () => {
    const el = create();
    expect(markReady(el, DETAIL)).toBe(true);
    expect(markReady(el, { ...DETAIL, signedIn: true })).toBe(false);
    await expect(el.ready).resolves.toBe(DETAIL);
  });

  it('keeps each element apart, including one first asked after it was marked', async () => {
    const [a, b] = [create(), create()];
    markReady(b, DETAIL);
    expect(a.isReady).toBe(false);
    await expect(b.ready).resolves.toBe(DETAIL);
  });

  it('properties are read-only', () => {
    const el = create();
    expect(() => Object.assign(el, { isReady: true })).toThrow(TypeError);
    expect(el.isReady).toBe(false);
  });
});

describe('every element class', () => {
  const classes = Object.entries(elements).filter(([name]) => /^Avios\w+Element$/.test(name));

  it('covers the seven elements', () => {
    expect(classes.map(([name]) => name).sort()).toEqual([
      'AviosBoosterElement',
      'AviosCheckoutElement',
      'AviosDiscoveryElement',
      'AviosGiftElement',
      'AviosPurchaseElement',
      'AviosSubscribeElement',
      'AviosTransferElement',
    ]);
  });

  it.each(classes)('%s has the ready and isReady getters', (_name, elementClass) => {
    const prototype = (elementClass as { prototype: object }).prototype;
    expect(Object.getOwnPropertyDescriptor(prototype, 'ready')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(prototype, 'isReady')?.get).toBeTypeOf('function');
  });
});

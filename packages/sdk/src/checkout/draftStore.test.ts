import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { DRAFT_LIFETIME_MS } from '../rules/constants';
import { DRAFT_STORAGE_KEY, createDraftId, createDraftStore, ownerTag } from './draftStore';
import { memoryStorage } from '../session/testing';

const NOW = 1_700_000_000_000;
const valid = {
  id: 'LCL_00ff',
  type: 'gift',
  creationDate: NOW - 1000,
  currency: 'EUR',
  data: { giftAvios: 3000 },
};

describe('createDraftId', () => {
  it('is LCL_ plus 32 hex digits and differs each time', () => {
    const a = createDraftId();
    expect(a).toMatch(/^LCL_[0-9a-f]{32}$/);
    expect(createDraftId()).not.toBe(a);
  });
});

describe('draftStore.read discards bad drafts without throwing (spec §5)', () => {
  it.each<[string, string]>([
    ['invalid JSON', '{"id": "LCL_1",'],
    ['not an object', '42'],
    ['unknown type', JSON.stringify({ ...valid, type: 'loan' })],
    ['tampered id', JSON.stringify({ ...valid, id: 'p123' })],
    ['tampered data', JSON.stringify({ ...valid, data: { giftAvios: '9999999' } })],
    ['missing creation date', JSON.stringify({ ...valid, creationDate: undefined })],
    [
      'older than 15 hours',
      JSON.stringify({ ...valid, creationDate: NOW - DRAFT_LIFETIME_MS - 1 }),
    ],
    ['dated in the future', JSON.stringify({ ...valid, creationDate: NOW + 60_000 })],
  ])('%s', (_label, raw) => {
    const storage = memoryStorage({ [DRAFT_STORAGE_KEY]: raw });
    const drafts = createDraftStore({ storage, now: () => NOW });
    expect(drafts.read()).toBeUndefined();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps a draft exactly 15 hours old', () => {
    const raw = JSON.stringify({ ...valid, creationDate: NOW - DRAFT_LIFETIME_MS });
    const drafts = createDraftStore({
      storage: memoryStorage({ [DRAFT_STORAGE_KEY]: raw }),
      now: () => NOW,
    });
    expect(drafts.read()?.id).toBe('LCL_00ff');
  });

  it('returns nothing when storage is empty', () => {
    expect(createDraftStore({ storage: memoryStorage() }).read()).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const drafts = createDraftStore({ storage: broken });
    expect(drafts.read()).toBeUndefined();
    expect(drafts.create('purchase').type).toBe('purchase');
  });
});

describe('draftStore.create', () => {
  it('stores a new draft under one key with GBP by default', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, now: () => NOW });
    const draft = drafts.create('purchase', { purchaseAvios: 5000 });
    expect(draft).toMatchObject({
      type: 'purchase',
      creationDate: NOW,
      currency: 'GBP',
      data: { purchaseAvios: 5000 },
    });
    expect(draft.id).toMatch(/^LCL_/);
    expect(storage.length).toBe(1);
    expect(JSON.parse(storage.getItem(DRAFT_STORAGE_KEY)!)).toEqual(draft);
    expect(drafts.read()).toEqual(draft);
  });

  it('reuses a stored draft of the same type (spec §4)', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    const first = drafts.create('gift', { giftAvios: 2000 });
    const again = drafts.create('gift', { message: 'hi' }, { currency: 'USD' });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ currency: 'USD', data: { giftAvios: 2000, message: 'hi' } });
  });

  it('replaces a draft of another type', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    const gift = drafts.create('gift');
    const purchase = drafts.create('purchase');
    expect(purchase.id).not.toBe(gift.id);
    expect(drafts.read()?.type).toBe('purchase');
  });

  it('does not reuse a submitted draft', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    const first = drafts.create('purchase', { purchaseAvios: 5000 });
    drafts.update({ transactionId: 'p1' });
    expect(drafts.create('purchase').id).not.toBe(first.id);
  });
});

describe('draftStore.update and clear', () => {
  it('merges data and replaces other fields', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    drafts.create('purchase', { purchaseAvios: 5000, purchasePrice: 80 });
    const next = drafts.update({ data: { purchasePrice: 81 }, status: 'payment_pending' });
    expect(next).toMatchObject({
      status: 'payment_pending',
      data: { purchaseAvios: 5000, purchasePrice: 81 },
    });
    expect(drafts.read()).toEqual(next);
  });

  it('gives a submitted draft a new id when its data changes', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    const draft = drafts.create('purchase', { purchaseAvios: 5000 });
    drafts.update({ transactionId: 'p1', payment: { id: 's', sessionData: 'd' } });
    expect(drafts.update({ status: 'payment_pending' })?.id).toBe(draft.id);
    const changed = drafts.update({ data: { purchaseAvios: 10000 } });
    expect(changed?.id).not.toBe(draft.id);
    expect(changed).not.toHaveProperty('transactionId');
    expect(changed).not.toHaveProperty('payment');
  });

  it('release keeps the choice and forgets the transaction, under a new id', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    expect(drafts.release()).toBeUndefined();
    const draft = drafts.create('gift', { giftAvios: 5000 });
    expect(drafts.release()).toEqual(draft);
    drafts.update({
      transactionId: 'g1',
      status: 'payment_pending',
      payment: { id: 's', sessionData: 'd' },
    });
    const released = drafts.release();
    expect(released).toMatchObject({ type: 'gift', data: { giftAvios: 5000 } });
    expect(released?.id).not.toBe(draft.id);
    for (const field of ['transactionId', 'status', 'payment'])
      expect(released).not.toHaveProperty(field);
    // unsubmitted again: the product page reuses it
    expect(drafts.create('gift').id).toBe(released?.id);
  });

  it('refuses a patch that breaks the shape and keeps the stored draft', () => {
    const drafts = createDraftStore({ storage: memoryStorage(), now: () => NOW });
    const draft = drafts.create('purchase', { purchaseAvios: 5000 });
    expect(() => drafts.update({ currency: 'JPY' as 'GBP' })).toThrow(SdkError);
    expect(drafts.read()).toEqual(draft);
  });

  it('returns undefined without a draft, and clear removes it', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, now: () => NOW });
    expect(drafts.update({ status: 'done' })).toBeUndefined();
    drafts.create('booster', { numberOfPoints: 900, glpTransactionIds: ['a'], multiplier: 2 });
    drafts.clear();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(drafts.read()).toBeUndefined();
  });
});

describe('a draft belongs to the member who wrote it', () => {
  it('is tagged with a one-way tag (not the subject) and another member never reads it', () => {
    const storage = new Map<string, string>();
    const mem = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    let who: string | undefined = 'auth0|IB1000001';
    const store = createDraftStore({ storage: mem, getOwner: () => who });
    const draft = store.create('purchase', { purchaseAvios: 5000 });
    expect(draft.owner).toBe(ownerTag('auth0|IB1000001'));
    expect([...storage.values()].join('')).not.toContain('IB1000001');
    expect(store.read()?.id).toBe(draft.id);

    who = 'auth0|BA2000001';
    expect(store.read()).toBeUndefined();
    expect(storage.size).toBe(0); // discarded, not just hidden

    // signed out: an owned draft is kept for its member's return, an unowned one is read
    who = 'auth0|IB1000001';
    store.create('gift', { giftAvios: 2000 });
    who = undefined;
    expect(store.read()?.type).toBe('gift');
  });

  it.each([
    ['', '0'],
    ['a', 'af63dc4c8601ec8c'],
  ])('ownerTag(%j) is a 16-digit hex FNV-1a', (subject, start) => {
    expect(ownerTag(subject)).toMatch(/^[0-9a-f]{16}$/);
    if (subject) expect(ownerTag(subject)).toBe(start);
  });
});

describe('hostile drafts in storage are discarded without throwing', () => {
  const storageWith = (value: string) => {
    const values = new Map([[DRAFT_STORAGE_KEY, value]]);
    return {
      values,
      storage: {
        getItem: (k: string) => values.get(k) ?? null,
        setItem: (k: string, v: string) => void values.set(k, v),
        removeItem: (k: string) => void values.delete(k),
      } as unknown as Storage,
    };
  };
  const valid = {
    id: 'LCL_ab12',
    type: 'purchase',
    creationDate: Date.now(),
    currency: 'GBP',
    data: { purchaseAvios: 5000 },
  };
  it.each([
    [
      'oversized',
      JSON.stringify({ ...valid, data: { purchaseAvios: 5000, pad: 'x'.repeat(20_000) } }),
    ],
    ['not JSON', '{"id": "LCL_1", '],
    ['a foreign type', JSON.stringify({ ...valid, type: 'refund' })],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['a tampered id', JSON.stringify({ ...valid, id: '<script>' })],
    ['a string amount', JSON.stringify({ ...valid, data: { purchaseAvios: '5000; DROP' } })],
    ['a prototype key', '{"__proto__": {"polluted": true}, "id": "LCL_1"}'],
  ])('%s', (_name, raw) => {
    const { storage, values } = storageWith(raw);
    const store = createDraftStore({ storage });
    expect(() => store.read()).not.toThrow();
    expect(store.read()).toBeUndefined();
    expect(values.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

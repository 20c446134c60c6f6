// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, createDraftStore } from './draftStore';

afterEach(() => localStorage.clear());

describe('createDraftStore in a browser', () => {
  it('keeps the draft in localStorage by default', () => {
    const draft = createDraftStore().create('transfer', { transferAvios: 1000 });
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual(draft);
    expect(createDraftStore().read()).toEqual(draft);
  });

  it('removes a tampered draft from localStorage', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{"type":"purchase","id":"LCL_1"}');
    expect(createDraftStore().read()).toBeUndefined();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

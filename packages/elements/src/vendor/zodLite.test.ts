// The SDK's own schemas, built on the element bundles' zod stand-in, parse like real zod.
import { describe, expect, it, vi } from 'vitest';
import * as purchaseApi from '../../../sdk/src/schemas/purchaseApi';
import * as checkoutDraft from '../../../sdk/src/schemas/checkoutDraft';
import * as payments from '../../../sdk/src/schemas/payments';
import * as content from '../../../sdk/src/schemas/content';
import { ZOD_CASES, expected, outcome } from './zodLite.cases';
import { z } from './zodLite';

vi.mock('zod', () => import('./zodLite'));

describe('SDK schemas on the zod stand-in', () => {
  it('really runs on the stand-in (zod/mini schemas have no classic-only methods)', () => {
    expect('toJSONSchema' in purchaseApi.userSchema).toBe(false);
    expect(typeof purchaseApi.userSchema.optional).toBe('function');
  });

  it.each(ZOD_CASES)('$name', (c) => {
    expect(outcome(c, { purchaseApi, checkoutDraft, payments, content })).toEqual(expected(c));
  });

  it('names a factory it does not implement', () => {
    expect(() => (z as unknown as Record<string, () => unknown>).bigint!()).toThrow(
      'z.bigint is not implemented',
    );
  });

  it('refuses .int() after other checks instead of dropping them', () => {
    expect(() => z.number().min(1).int()).toThrow('.int()');
  });
});

// The expectations of zodLite.cases.ts hold for real zod, so the stand-in is held to zod's
// behaviour and not to a guess.
import { describe, expect, it } from 'vitest';
import * as purchaseApi from '../../../sdk/src/schemas/purchaseApi';
import * as checkoutDraft from '../../../sdk/src/schemas/checkoutDraft';
import * as payments from '../../../sdk/src/schemas/payments';
import * as content from '../../../sdk/src/schemas/content';
import { ZOD_CASES, expected, outcome } from './zodLite.cases';

describe('SDK schemas on real zod', () => {
  it.each(ZOD_CASES)('$name', (c) => {
    expect(outcome(c, { purchaseApi, checkoutDraft, payments, content })).toEqual(expected(c));
  });
});

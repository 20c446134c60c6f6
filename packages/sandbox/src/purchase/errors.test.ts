// Each seeded error state answers its spec §8 code, and tokens are checked (issuer,
// audience, expiry, signature, scope, partner).
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, STEP_UP_SCOPE } from '../testing/harness';
import type { TestSandbox } from '../testing/harness';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const pm = { paymentMethodDetails: { version: '2' } };
const recipient = (ffpNumber: string, email: string, firstName: string, lastName: string) => ({
  ...pm,
  numberOfPoints: 2000,
  currency: 'GBP',
  issueDate: '2030-01-01',
  message: 'Enjoy',
  targetAccount: { ffpNumber, email, firstName, lastName },
});

describe('business errors answer { errorCode } with HTTP 400', () => {
  const cases: [string, string, string, string, unknown?, string?][] = [
    // [why, member, method+path, expected code, body, scope]
    ['under 18: products', 'IB1000002', 'GET /products', '52'],
    ['under 18: prices', 'IB1000002', 'GET /products/purchase/prices?aviosAmount=2000', '52'],
    ['under 18: booster options', 'IB1000002', 'GET /products/booster/options', '52'],
    [
      'under 18: buying',
      'IB1000002',
      'POST /transactions?product=purchase',
      '52',
      { ...pm, numberOfPoints: 2000, currency: 'EUR' },
    ],
    ['blocked account: products', 'IB1000004', 'GET /products', '59'],
    ['blocked account: gift prices', 'IB1000004', 'GET /products/gift/prices', '59'],
    [
      'same sender and recipient',
      'BA2000001',
      'POST /transactions?product=gift',
      '50',
      recipient('BA2000001', 'oliver.bennett@example.com', 'Oliver', 'Bennett'),
    ],
    [
      'wrong recipient details',
      'BA2000001',
      'POST /transactions?product=gift',
      '65',
      recipient('BA2000003', 'someone@example.com', 'Harry', 'Wilson'),
    ],
    ['unknown recipient', 'BA2000001', 'GET /products/gift/prices?targetFfpNumber=BA2999999', '65'],
    [
      'recipient of another partner',
      'BA2000001',
      'GET /products/gift/prices?targetFfpNumber=IB1000001',
      '65',
    ],
    [
      'recipient account 10 days old',
      'BA2000001',
      'POST /transactions?product=gift',
      '66',
      recipient('BA2000002', 'amelia.clarke@example.com', 'Amelia', 'Clarke'),
    ],
    [
      'recipient account 10 days old (prices)',
      'BA2000001',
      'GET /products/transfer/prices?targetFfpNumber=BA2000002',
      '66',
    ],
    [
      'recipient at the annual cap',
      'IB1000001',
      'GET /products/gift/prices?targetFfpNumber=IB1000003',
      '63',
    ],
    [
      'booster annual cap reached',
      'IB1000003',
      'POST /transactions?product=booster',
      '63',
      {
        ...pm,
        numberOfPoints: 1250,
        currency: 'EUR',
        glpTransactionIds: ['ib1000003-glp-1'],
        multiplier: 1,
      },
    ],
    [
      'transfer above the balance',
      'BA2000002',
      'GET /products/transfer/prices?aviosAmount=1000',
      '60',
    ],
    [
      'transfer above the balance (create)',
      'EI3000002',
      'POST /transactions?product=transfer',
      '60',
      recipient('EI3000001', 'aoife.byrne@example.com', 'Aoife', 'Byrne'),
      STEP_UP_SCOPE,
    ],
    [
      'active subscription',
      'BA2000003',
      'POST /subscriptions',
      '68',
      { packageId: 'ba-essentials', type: 'monthly' },
    ],
    ['subscriptions off for EI', 'EI3000001', 'GET /subscriptionsPackages', '69'],
    [
      'subscriptions off for EI (create)',
      'EI3000001',
      'POST /subscriptions',
      '69',
      { packageId: 'x', type: 'monthly' },
    ],
  ];
  it.each(cases)('%s (%s %s) -> %s', async (_why, ffp, request, code, body, scope) => {
    const [method, path] = request.split(' ') as [string, string];
    const partner = sb.store.member(ffp)!.partner;
    const sep = path.includes('?') ? '&' : '?';
    const res = await sb.call(`${path}${sep}partner=${partner}`, {
      method,
      body,
      token: await sb.token(ffp, scope ? { scope } : {}),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: Number(code) });
  });

  it('the booster cap member sees no remaining allowance', async () => {
    const { body } = await sb.call('/products/booster/options?partner=ib', {
      token: await sb.token('IB1000003'),
    });
    expect(body).toMatchObject({ boostedPointsThisYear: 100_000, remainingAllowance: 0 });
  });

  it('the active subscriber is not eligible for packages', async () => {
    const { body } = await sb.call('/subscriptionsPackages?partner=ba', {
      token: await sb.token('BA2000003'),
    });
    expect((body as { eligibility: unknown }[])[0]!.eligibility).toEqual({
      status: 'ineligible',
      loggedIn: true,
      errorCodes: ['68'],
    });
  });
});

describe('bearer tokens', () => {
  const memberPaths = [
    '/users/current',
    '/users/current/balance',
    '/users/current/stats',
    '/users/current/subscriptions?isPrimary=true',
    '/stickycampaignenrolment',
    '/products/purchase/prices',
    '/products/booster/options',
  ];
  it.each(memberPaths)('GET %s without a token answers 401', async (path) => {
    const sep = path.includes('?') ? '&' : '?';
    expect((await sb.call(`${path}${sep}partner=ib`)).status).toBe(401);
  });

  it.each([
    ['expired', () => sb.token('IB1000001', { expiresIn: -120 })],
    ['another audience', () => sb.token('IB1000001', { audience: 'https://elsewhere.example' })],
    ['another issuer', () => sb.token('IB1000001', { issuer: 'http://localhost:1/' })],
    ['not a JWT', async () => 'not-a-token'],
    [
      'signed by another key',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ scope: 'write:transaction_credit' })
          .setProtectedHeader({ alg: 'RS256' })
          .setSubject('IB1000001')
          .setIssuer(sb.urls.issuer)
          .setAudience('https://api.avios.sandbox/purchase')
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
  ])('a token %s answers 401, also on anonymous routes', async (_why, make) => {
    const token = await make();
    expect((await sb.call('/users/current?partner=ib', { token })).status).toBe(401);
    expect((await sb.call('/products?partner=ib', { token })).status).toBe(401);
  });

  it('a token of another partner answers 403', async () => {
    const res = await sb.call('/users/current?partner=ba', { token: await sb.token('IB1000001') });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'partner_mismatch' });
  });

  it('transfer without the step-up scope answers 403 naming the scope', async () => {
    const res = await sb.call('/transactions?product=transfer&partner=ba', {
      token: await sb.token('BA2000001'),
      body: recipient('BA2000003', 'harry.wilson@example.com', 'Harry', 'Wilson'),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: 'insufficient_scope',
      scope: 'write:transaction_debit',
    });
  });

  it('buying without write:transaction_credit answers 403', async () => {
    const res = await sb.call('/transactions?product=purchase&partner=ba', {
      token: await sb.token('BA2000001', { scope: 'openid' }),
      body: { ...pm, numberOfPoints: 2000, currency: 'GBP' },
    });
    expect(res.status).toBe(403);
  });

  it('the user answer comes from the member of the token', async () => {
    const { body } = await sb.call('/users/current?partner=ei', {
      token: await sb.token('EI3000001'),
    });
    expect(body).toMatchObject({
      ffpNumber: 'EI3000001',
      name: { firstName: 'Aoife', lastName: 'Byrne' },
      country: 'IE',
    });
  });

  it('a missing or unknown partner answers 400', async () => {
    expect((await sb.call('/products')).status).toBe(400);
    expect((await sb.call('/products?partner=BA')).status).toBe(400);
  });
});

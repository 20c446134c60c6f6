// Property tests (fast-check) for the rules that meet hostile input (issue: hostile input):
// whatever a stored draft, an address, a content link or an answer holds, these rules never
// throw and never let something unsafe through. Each property runs a few hundred random
// cases; a failure prints the smallest input that breaks it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraftStore } from './checkout/draftStore';
import { CURRENCIES, PARTNERS } from './rules/constants';
import { currencyForCountry } from './rules/currencyForCountry';
import { formatDate, formatMoney, formatPoints } from './rules/formatMoney';
import { resolveRoute } from './rules/resolveRoute';
import { safeLink } from './rules/safeLink';
import { nextBillingDate } from './rules/subscriptionPlans';
import { isSafeReturnPath } from './session/returnPath';
import { memoryStorage } from './session/testing';

const RUNS = { numRuns: 300 };

describe('stored drafts (spec §5: discarded when invalid, never a throw)', () => {
  it('any stored text reads as no draft or as a draft of a known type', () => {
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          id: fc.string(),
          type: fc.constantFrom('purchase', 'gift', 'transfer', 'booster', 'subscription', 'x'),
          creationDate: fc.oneof(fc.integer(), fc.string(), fc.double()),
          data: fc.jsonValue(),
        })
        .map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(text, (raw) => {
        const storage = memoryStorage();
        storage.setItem('avios.checkout', raw);
        const drafts = createDraftStore({ storage, key: 'avios.checkout' });
        const draft = drafts.read();
        if (draft !== undefined) {
          expect(['purchase', 'gift', 'transfer', 'booster', 'subscription']).toContain(draft.type);
        } else {
          // a rejected entry is gone, not left to fail again
          expect(storage.getItem('avios.checkout')).toBeNull();
        }
      }),
      RUNS,
    );
  });
});

describe('links from content (safeLink)', () => {
  it('anything accepted is http(s), mailto, tel or a same-origin path', () => {
    const href = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.constantFrom(
        'javascript:',
        'JaVaScRiPt:',
        'data:',
        'vbscript:',
        '//',
        '/\\',
        ' javascript:',
      ),
      fc
        .tuple(fc.constantFrom('java\tscript:', 'java\nscript:', '\u0000javascript:'), fc.string())
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(href, (value) => {
        const link = safeLink(value);
        if (!link) return;
        if (link.internal) {
          expect(link.href.startsWith('/')).toBe(true);
          expect(link.href.startsWith('//')).toBe(false);
          expect(link.href.startsWith('/\\')).toBe(false);
        } else {
          expect(link.href).toMatch(/^(https?:|mailto:|tel:)/i);
        }
      }),
      RUNS,
    );
  });
});

describe('addresses (spec §2 route table)', () => {
  it('any address resolves to a screen or a redirect, never a throw; a redirect in the shop stays in it', () => {
    const path = fc.oneof(
      fc.webPath(),
      fc.string().map((s) => `/${s}`),
      fc.constantFrom(
        '/checkout/transaction/',
        '/checkout/%3Cscript%3E',
        '//evil.example',
        '/\\evil',
      ),
    );
    fc.assert(
      fc.property(path, fc.constantFrom(...PARTNERS), (url, partner) => {
        const match = resolveRoute(url, { partner, basePath: '' });
        if (match.type === 'redirect' && !match.external) {
          expect(match.target.startsWith('/')).toBe(true);
          expect(match.target.startsWith('//')).toBe(false);
        }
        if (match.type === 'screen' && match.params.transactionId !== undefined) {
          expect(match.params.transactionId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        }
      }),
      RUNS,
    );
  });

  it('a sign-in return path is only ever a same-origin path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        if (!isSafeReturnPath(value)) return;
        const url = new URL(value, 'http://shop.test');
        expect(url.origin).toBe('http://shop.test');
      }),
      RUNS,
    );
  });
});

describe('display rules never throw on odd numbers', () => {
  it('money, points and dates', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom('en-GB', 'en-US', 'es-ES', 'en-IE'),
        fc.string(),
        (amount, currency, locale, date) => {
          expect(typeof formatMoney(amount, currency, { locale })).toBe('string');
          expect(typeof formatPoints(amount, locale)).toBe('string');
          expect(typeof formatDate(date, locale)).toBe('string');
        },
      ),
      RUNS,
    );
  });

  it('a currency for any country code (spec §5)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.constantFrom(...PARTNERS), (country, partner) => {
        expect(CURRENCIES).toContain(currencyForCountry(country, partner));
      }),
      RUNS,
    );
  });

  it('the next billing date is always later, and at most a month or a year on', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('monthly' as const, 'annually' as const),
        (from, interval) => {
          const next = Date.parse(`${nextBillingDate(interval, from)}T00:00:00Z`);
          const day = Date.parse(`${from.toISOString().slice(0, 10)}T00:00:00Z`);
          expect(next).toBeGreaterThan(day);
          const maxDays = interval === 'monthly' ? 31 : 366;
          expect((next - day) / 86_400_000).toBeLessThanOrEqual(maxDays);
        },
      ),
      RUNS,
    );
  });
});

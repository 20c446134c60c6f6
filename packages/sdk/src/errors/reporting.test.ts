import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createAvios } from '../createAvios';
import { ERROR_CATALOGUE, lookupError } from './catalogue';
import { createErrorStore } from './errorStore';
import { isReportable, scrubText, toErrorReport, withErrorReporting } from './reporting';
import type { ErrorReport } from './reporting';
import { SdkError } from './sdkError';

const JWT =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJCQTIwMDAwMDEiLCJlbWFpbCI6Im9AZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlLXBhcnQ';
const OPAQUE = 'v2.local.aBcD_ef-123~xyz/9+Q=';

describe('scrubText', () => {
  it.each([
    ['boom for BA2000001', 'boom for [member]'],
    ['member ib1000001 and (EI3000002)', 'member [member] and ([member])'],
    [`Authorization: Bearer ${JWT}`, 'Authorization: [token]'],
    [`authorization: bearer ${OPAQUE}`, 'authorization: [token]'],
    [`header=Bearer%20${OPAQUE}`, 'header=[token]'],
    ['Bearer', '[token]'],
    [`id_token ${JWT} ok`, 'id_token [jwt] ok'],
    ['eyJhbGciOiJub25lIn0..', '[jwt]'],
    [`DPoP ${'a'.repeat(40)}`, '[token]'],
    ['Server rejected DPoP proof: wrong nonce', 'Server rejected DPoP proof: wrong nonce'],
    [
      'http://localhost:5173/?code=abc123&state=xyz%3D&utm=1',
      'http://localhost:5173/?code=[redacted]&state=[redacted]&utm=1',
    ],
    ['/cb#access_token=tok&token_type=x', '/cb#access_token=[redacted]&token_type=x'],
    ['code=abc&state=def', 'code=[redacted]&state=[redacted]'],
    [
      '/products/gift/prices?aviosAmount=5000&targetFfpNumber=BA2000003',
      '/products/gift/prices?aviosAmount=5000&targetFfpNumber=[redacted]',
    ],
    ['/postcode=ok?zipcode=12345', '/postcode=ok?zipcode=12345'],
    ['write to lucia.fernandez@example.com now', 'write to [email] now'],
    ['to: Seán.Murphy@correo.example.ie', 'to: [email]'],
    ['?u=lucia.fernandez%40example.com', '?u=[email]'],
    ['card 4111 1111 1111 1111 refused', 'card [number] refused'],
    ['card 4000-0000-0000-0002', 'card [number]'],
    ['member 12345678 (numeric)', 'member [number] (numeric)'],
    // what a developer needs stays: codes, statuses, amounts, dates, ids, host names
    ['network_error_500 after 10000 ms', 'network_error_500 after 10000 ms'],
    ['POST /transactions?product=purchase 500', 'POST /transactions?product=purchase 500'],
    ['on 2025-06-01 for 200000 Avios', 'on 2025-06-01 for 200000 Avios'],
    ['transaction p1234567abc', 'transaction p1234567abc'],
    ['http://public@localhost:4014/1', 'http://public@localhost:4014/1'],
    ['keyJson is fine', 'keyJson is fine'],
  ])('%j -> %j', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  const secret = fc.oneof(
    fc
      .constantFrom('BA', 'IB', 'EI', 'ba')
      .chain((p) => fc.integer({ min: 1_000_000, max: 9_999_999 }).map((n) => `${p}${n}`)),
    fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/), fc.stringMatching(/^[a-z]{1,8}$/))
      .map(([local, host]) => `${local}@${host}.com`),
    fc.stringMatching(/^[A-Za-z0-9_-]{4,30}$/).map((body) => `eyJ${body}.${body}.${body}`),
    fc.stringMatching(/^[A-Za-z0-9._~-]{1,30}$/).map((token) => `Bearer ${token}`),
  );
  const words = fc.array(fc.stringMatching(/^[^\s]{0,12}$/), { maxLength: 4 });

  it('leaves no member number, email, JWT or Bearer in any text around them', () => {
    fc.assert(
      fc.property(words, secret, words, (before, value, after) => {
        const text = [...before, value, ...after].join(' ');
        const scrubbed = scrubText(text);
        expect(scrubbed).not.toContain(value);
        expect(scrubbed).not.toMatch(/bearer|eyJ/i);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const once = scrubText(text);
        expect(scrubText(once)).toBe(once);
      }),
    );
  });
});

describe('isReportable', () => {
  it.each(Object.values(ERROR_CATALOGUE).map((entry) => [entry.code, entry] as const))(
    '%s: reported exactly when its severity is error and it is stored',
    (_code, entry) => {
      expect(isReportable(entry)).toBe(entry.severity === 'error' && !entry.suppressed);
    },
  );

  it.each([
    ['network_error_unhandled', true],
    ['unhandled_error', true], // silent, and exactly what a report is for
    ['schema_validation_failed', true],
    ['checkout_create_failed', true],
    ['api_error_60', false], // a warning: the member's balance
    ['purchase_price_change', false],
    ['popup_closed', false],
    ['network_error_cancel', false], // suppressed
  ])('%s -> %s', (code, expected) => {
    expect(isReportable(lookupError(code))).toBe(expected);
  });
});

const hostileCause = {
  status: 500,
  headers: { authorization: `Bearer ${JWT}`, cookie: 'sid=1' },
  body: { email: 'lucia.fernandez@example.com', ffpNumber: 'IB1000001', token: JWT },
  url: 'http://localhost:4010/purchase/v1/users/current?partner=ib&code=abc',
};

function reportOf(error: unknown, code?: string) {
  const store = createErrorStore();
  const active = store.dispatch(error);
  if (!active) throw new Error('suppressed');
  return toErrorReport(code ? { ...active, code } : active);
}

describe('toErrorReport', () => {
  it('keeps the code, severity, scope and status, and nothing of the cause', () => {
    const report = reportOf(
      new SdkError('checkout_create_failed', {
        message: 'The transaction could not be created',
        cause: hostileCause,
      }),
    );
    expect(report).toEqual<ErrorReport>({
      code: 'checkout_create_failed',
      severity: 'error',
      scope: 'page',
      status: 500,
      message: 'The transaction could not be created',
    });
  });

  it('scrubs the message of an error whose text carries secrets', () => {
    const report = reportOf(
      new SdkError('unhandled_error', {
        message: `GET ?code=abc failed for IB1000001 (lucia.fernandez@example.com) with Bearer ${JWT}`,
        cause: hostileCause,
      }),
    );
    expect(report.message).toBe('GET ?code=[redacted] failed for [member] ([email]) with [token]');
    const text = JSON.stringify(report);
    for (const secret of ['IB1000001', 'lucia', 'eyJ', 'Bearer', 'abc', 'sid=1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('reports a code string it does not know as unhandled_error, never the string', () => {
    const report = reportOf('Failed for BA2000001 lucia@example.com');
    expect(report.code).toBe('unhandled_error');
    expect(JSON.stringify(report)).not.toMatch(/ba2000001|lucia/i);
  });

  it.each([
    ['api_error_77', 'api_error_77'],
    ['network_error_502', 'network_error_502'],
    ['api_error_ba2000001', 'unhandled_error'],
    ['network_error_cancel_lucia@example.com', 'unhandled_error'],
  ])('a derived code %s is reported as %s', (code, expected) => {
    expect(reportOf({ status: 500 }, code).code).toBe(expected);
  });

  it('takes an HTTP failure status, and a fallback message rather than its body', () => {
    const report = reportOf({ status: 502, body: { message: 'lucia@example.com' } });
    expect(report).toEqual({
      code: 'network_error_502',
      severity: 'error',
      scope: 'global',
      status: 502,
      message: 'network_error_502',
    });
  });

  it('uses the catalogue fallback message for a dispatched code, and caps long text', () => {
    expect(reportOf('login_failed').message).toBe('Login failed');
    const long = reportOf(new SdkError('unhandled_error', { message: 'x'.repeat(1000) }));
    expect(long.message).toHaveLength(300);
  });
});

describe('withErrorReporting', () => {
  it('reports each reportable dispatch once, and nothing else', () => {
    const onErrorReport = vi.fn();
    const errors = withErrorReporting(createErrorStore(), onErrorReport);
    errors.dispatch('network_error_cancel'); // suppressed
    errors.dispatch('api_error_60'); // warning
    errors.dispatch('missing_transaction');
    errors.dispatch('missing_transaction');
    expect(onErrorReport.mock.calls.map(([r]) => (r as ErrorReport).code)).toEqual([
      'missing_transaction',
      'missing_transaction',
    ]);
  });

  it('a throwing reporter changes nothing for the store or its caller', () => {
    const errors = withErrorReporting(createErrorStore(), () => {
      throw new Error('reporter down');
    });
    const listener = vi.fn();
    errors.subscribe(listener);
    const active = errors.dispatch('checkout_create_failed');
    expect(active?.code).toBe('checkout_create_failed');
    expect(errors.getSnapshot().page?.code).toBe('checkout_create_failed');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('without a reporter is the store itself', () => {
    const store = createErrorStore();
    expect(withErrorReporting(store, undefined)).toBe(store);
  });
});

describe('createAvios({ onErrorReport })', () => {
  it('reports the errors every part of the SDK dispatches, and survives a throwing hook', () => {
    const onErrorReport = vi.fn(() => {
      throw new Error('reporter down');
    });
    const avios = createAvios({
      api: { baseUrl: 'http://api.test' },
      auth: {
        domain: 'http://idp.test',
        clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
        audience: 'https://api.avios.sandbox/purchase',
        redirectUri: 'http://shop.test/',
      },
      content: { space: 's', environment: 'master', accessToken: 't' },
      payments: { baseUrl: 'http://pay.test' },
      onErrorReport,
    });
    avios.errors.dispatch(new SdkError('schema_validation_failed', { cause: hostileCause }));
    expect(onErrorReport).toHaveBeenCalledWith({
      code: 'schema_validation_failed',
      severity: 'error',
      scope: 'global',
      status: 500,
      message: 'schema_validation_failed',
    });
    expect(avios.errors.getSnapshot().global?.code).toBe('schema_validation_failed');
    avios.destroy();
  });
});

// Every content type for every partner and each of its languages (spec §9), read through
// the real `contentful` client exactly as the shop queries (spec §7: locale, content type,
// partner code, include 2): items present, partner filter, links resolved, required fields
// present in that language, Spanish copy for es-ES and locale fallback.
import type { ContentType, Entry } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentForTest } from './testClient';

let kit: Awaited<ReturnType<typeof startContentForTest>>;
let types: ContentType[];
beforeAll(async () => {
  kit = await startContentForTest();
  types = (await kit.client().getContentTypes()).items;
});
afterAll(() => kit.server.close());

const LANGUAGES = {
  ba: ['en-GB', 'en-US'],
  ib: ['es-ES', 'en-GB', 'en-US'],
  ei: ['en-GB', 'en-IE'],
} as const;
type PartnerCode = keyof typeof LANGUAGES;

/** Entries per partner; banners and the resource page exist for ib only (spec §2). */
const EXPECTED: Record<string, Record<PartnerCode, number>> = {
  layout: { ba: 1, ib: 1, ei: 1 },
  language: { ba: 2, ib: 3, ei: 2 },
  banner: { ba: 0, ib: 2, ei: 0 },
  errorMessage: { ba: 46, ib: 46, ei: 46 },
  maintenancePage: { ba: 1, ib: 1, ei: 1 },
  contactPage: { ba: 1, ib: 1, ei: 1 },
  resourcePage: { ba: 0, ib: 1, ei: 0 },
  discoveryPage: { ba: 1, ib: 1, ei: 1 },
  productCard: { ba: 5, ib: 5, ei: 5 },
  article: { ba: 4, ib: 8, ei: 1 },
  purchasePage: { ba: 2, ib: 2, ei: 2 },
  subscribePage: { ba: 1, ib: 1, ei: 1 },
  subscriptionPlan: { ba: 3, ib: 2, ei: 1 },
  transferPage: { ba: 1, ib: 1, ei: 1 },
  boosterPage: { ba: 1, ib: 1, ei: 1 },
  recipientForm: { ba: 2, ib: 2, ei: 2 },
  checkoutPage: { ba: 1, ib: 1, ei: 1 },
  transactionPage: { ba: 5, ib: 5, ei: 5 },
  refundPage: { ba: 1, ib: 1, ei: 1 },
  subscriptionArea: { ba: 1, ib: 1, ei: 1 },
  hostedCheckout: { ba: 1, ib: 1, ei: 1 },
};

const cases = Object.entries(EXPECTED).flatMap(([type, counts]) =>
  (Object.keys(LANGUAGES) as PartnerCode[]).flatMap((partner) =>
    LANGUAGES[partner].map((locale) => ({ type, partner, locale, count: counts[partner] })),
  ),
);

/** Links the client could not resolve stay as `{sys: {type: 'Link'}}`. */
function unresolved(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const { sys, fields } = value as { sys?: { type?: string; id?: string }; fields?: unknown };
  if (sys?.type === 'Link') return [String(sys.id)];
  // a resolved entry or asset: only its fields can hold further links
  if (sys) return unresolved(fields, seen);
  return Object.values(value).flatMap((v) => unresolved(v, seen));
}

async function entries(type: string, partner: string, locale: string, extra = {}) {
  const answer = await kit.client().getEntries({
    content_type: type,
    locale,
    include: 2,
    'fields.partnerCode': partner,
    ...extra,
  } as never);
  return answer.items as Entry[];
}

describe('every content type, partner and language', () => {
  it('covers every content type of the space', () => {
    expect(types.map((t) => t.sys.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(cases)('$type for $partner in $locale', async ({ type, partner, locale, count }) => {
    const items = await entries(type, partner, locale);
    expect(items).toHaveLength(count);
    const required = types.find((t) => t.sys.id === type)!.fields.filter((f) => f.required);
    for (const item of items) {
      expect(item.fields.partnerCode).toBe(partner);
      expect(item.sys.locale).toBe(locale);
      expect(unresolved(item.fields)).toEqual([]);
      const missing = required.filter((f) => item.fields[f.id] === undefined).map((f) => f.id);
      expect(missing).toEqual([]);
    }
  });
});

describe('copy a member sees', () => {
  it.each([
    ['discoveryPage', 'ib', 'es-ES', 'heroLoggedOutTitle', 'Consigue más Avios, a tu manera'],
    ['discoveryPage', 'ib', 'en-GB', 'heroLoggedOutTitle', 'Collect more Avios, your way'],
    ['layout', 'ib', 'es-ES', 'errorPageButtonText', 'Volver a cargar la página'],
    ['layout', 'ba', 'en-GB', 'errorPageTitle', 'Oops!'],
    ['layout', 'ba', 'en-GB', 'errorPageButtonText', 'Reload page'],
    ['maintenancePage', 'ei', 'en-IE', 'title', 'We’ll be back soon!'],
    ['maintenancePage', 'ib', 'es-ES', 'retryLinkText', 'Reintentar ahora'],
    // spec §2: the countdown's retry message and time unit, in the page's language
    ['maintenancePage', 'ib', 'es-ES', 'retryMessage', 'Lo intentaremos de nuevo en'],
    ['maintenancePage', 'ib', 'es-ES', 'timeUnit', 'segundos'],
    ['maintenancePage', 'ba', 'en-US', 'timeUnit', 'seconds'],
    ['hostedCheckout', 'ib', 'es-ES', 'closedTitle', 'Se cerró la ventana de pago antes de pagar'],
    ['hostedCheckout', 'ei', 'en-IE', 'openButtonText', 'Open the payment window'],
    [
      'banner',
      'ib',
      'en-GB',
      'text',
      'Collect a 10% bonus when you buy or gift 35,000 Avios or more',
    ],
    [
      'banner',
      'ib',
      'es-ES',
      'text',
      'Consigue un 10 % de bonificación al comprar o regalar 35.000 Avios o más',
    ],
    // spec §9: the banner's calls to action
    ['banner', 'ib', 'es-ES', 'primaryLinkUrl', '/purchase'],
    ['banner', 'ib', 'es-ES', 'secondaryLinkUrl', '/gift'],
    ['checkoutPage', 'ib', 'es-ES', 'stepPayment', 'Pago'],
    // locale fallback: overridden where the wording differs, en-GB otherwise
    ['layout', 'ba', 'en-US', 'signInLabel', 'Log in'],
    ['layout', 'ba', 'en-US', 'skipLinkText', 'Skip to main content'],
    ['layout', 'ei', 'en-IE', 'greetingText', 'Dia duit, {firstName}'],
    ['layout', 'ei', 'en-IE', 'signInLabel', 'Sign in'],
    ['layout', 'ba', 'es-ES', 'signInLabel', 'Sign in'], // BA has no Spanish copy
  ])('%s of %s in %s: %s is "%s"', async (type, partner, locale, field, expected) => {
    const items = await entries(type, partner, locale, {
      'fields.slug[ne]': 'ib-banner-subscription',
    });
    expect(items[0]?.fields[field]).toBe(expected);
  });

  it.each(LANGUAGES.ib)(
    "every banner's calls to action are the spec's /purchase or /gift, in %s (spec §9)",
    async (locale) => {
      const links = new Map(
        (await entries('banner', 'ib', locale)).map((b) => [
          String(b.fields.slug),
          [b.fields.primaryLinkUrl, b.fields.secondaryLinkUrl].filter((u) => u !== undefined),
        ]),
      );
      // Not in the spec: the subscription banner leads to the plans, outside §9's two links.
      expect(links.get('ib-banner-subscription')).toEqual(['/subscription']);
      links.delete('ib-banner-subscription');
      const all = [...links.values()].flat();
      expect(all.filter((url) => url !== '/purchase' && url !== '/gift')).toEqual([]);
      expect([...new Set(all)].sort()).toEqual(['/gift', '/purchase']);
    },
  );

  it('resolves discovery cards, images and articles at include 2 (spec §2 article rules)', async () => {
    const [page] = await entries('discoveryPage', 'ib', 'es-ES');
    const products = page!.fields.products as Entry[];
    expect(products.map((p) => p.fields.productType)).toEqual([
      'purchase',
      'booster',
      'subscription',
      'gift',
      'transfer',
    ]);
    const image = products[0]!.fields.image as { fields: { title: string; file: { url: string } } };
    expect(image.fields.title).toBe('Una tarjeta de pago');
    expect(image.fields.file.url).toMatch(/^\/\/127\.0\.0\.1:\d+\/images\/product-purchase\.svg$/);
    expect((page!.fields.articles as Entry[]).map((a) => a.fields.badgeText ?? '')).toHaveLength(8);
    const rows = (page!.fields.comparisonTableTitles as string[]).map((r) => r.split('|'));
    expect(rows[0]).toEqual(['Acumulación de hasta*', ...Array(3).fill('{points} Avios / {unit}')]);
    expect(rows.every((r) => r.length === 4)).toBe(true);
  });

  it('links the layout to its languages with flags', async () => {
    const [layout] = await entries('layout', 'ib', 'es-ES');
    const languages = layout!.fields.languages as Entry[];
    expect(languages.map((l) => [l.fields.isoCode, l.fields.country, l.fields.initials])).toEqual([
      ['es-ES', 'ES', 'ES'],
      ['en-GB', 'GB', 'GB'],
      ['en-US', 'US', 'US'],
    ]);
    const flag = languages[0]!.fields.flagImage as { fields: { title: string } };
    expect(flag.fields.title).toBe('Bandera de España');
  });

  it.each([
    ['purchasePage', 'gift', 'Regala Avios'],
    ['purchasePage', 'purchase', 'Compra Avios'],
    ['recipientForm', 'transfer', '¿A quién quieres transferir tus Avios?'],
    ['transactionPage', 'booster', 'Tus Avios se han multiplicado'],
  ])('filters %s by productType %s', async (type, productType, title) => {
    const items = await entries(type, 'ib', 'es-ES', { 'fields.productType': productType });
    expect(items).toHaveLength(1);
    expect(items[0]!.fields[type === 'transactionPage' ? 'successTitle' : 'title']).toBe(title);
  });

  it('finds one error message by code for each partner', async () => {
    const [ba] = await entries('errorMessage', 'ba', 'en-GB', {
      'fields.errorCode': 'api_error_101',
    });
    const [ib] = await entries('errorMessage', 'ib', 'es-ES', {
      'fields.errorCode': 'api_error_101',
    });
    expect([ba?.fields.title, ib?.fields.title]).toEqual(['Payment declined', 'Pago rechazado']);
  });
});

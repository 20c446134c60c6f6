import type { CardDetails } from '@avios/sdk/payments';

export type CardField = 'holderName' | 'cardNumber' | 'expiry' | 'cvc';

export interface CardFormValues {
  holderName: string;
  cardNumber: string;
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string;
  cvc: string;
}

/** Parses `MM/YY`, `MM/YYYY` or `MMYY` into two-digit month and four-digit year. */
function parseExpiry(value: string): { month: string; year: string } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  const year = match[2]!.length === 2 ? `20${match[2]}` : match[2]!;
  return { month: String(month).padStart(2, '0'), year };
}

/** Fields the member must correct; the provider checks the card itself. */
export function invalidCardFields(values: CardFormValues): CardField[] {
  const invalid: CardField[] = [];
  if (values.holderName.trim().length < 2) invalid.push('holderName');
  if (!/^\d{12,19}$/.test(values.cardNumber.replace(/[\s-]/g, ''))) invalid.push('cardNumber');
  if (!parseExpiry(values.expiry)) invalid.push('expiry');
  if (!/^\d{3,4}$/.test(values.cvc.trim())) invalid.push('cvc');
  return invalid;
}

/** The provider's card details from valid form values. */
export function toCardDetails(values: CardFormValues): CardDetails {
  const expiry = parseExpiry(values.expiry) ?? { month: '', year: '' };
  return {
    holderName: values.holderName.trim(),
    cardNumber: values.cardNumber.replace(/[\s-]/g, ''),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cvc: values.cvc.trim(),
  };
}

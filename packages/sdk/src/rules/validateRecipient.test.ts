import { describe, expect, it } from 'vitest';
import { parseScheduleDate, validateRecipient } from './validateRecipient';
import type { RecipientInput } from './validateRecipient';

const rules = {
  membershipNumberMaxLength: 9,
  messageMaxLength: 20,
  scheduleDateMaxDays: 90,
  today: '2026-11-25',
  senderFfpNumber: 'IB1000001',
};
const good: RecipientInput = {
  ffpNumber: 'ib1000004',
  email: 'pablo@example.com',
  firstName: 'Pablo',
  lastName: 'Gómez',
};

describe('validateRecipient (spec §3 recipient form, §5)', () => {
  it('accepts a complete recipient, trimmed, with the number in capitals', () => {
    const result = validateRecipient({ ...good, firstName: '  Pablo ' }, rules);
    expect(result).toMatchObject({
      valid: true,
      errors: {},
      value: {
        targetAccount: {
          ffpNumber: 'IB1000004',
          email: 'pablo@example.com',
          firstName: 'Pablo',
          lastName: 'Gómez',
        },
        message: '',
      },
    });
    expect(result.value.issueDate).toBeUndefined();
  });

  it.each<[string, RecipientInput, Record<string, string>]>([
    [
      'empty form',
      {},
      {
        ffpNumber: 'invalidMembershipNumber',
        email: 'invalidEmail',
        firstName: 'invalidFirstName',
        lastName: 'invalidLastName',
      },
    ],
    [
      'number over the content maximum',
      { ...good, ffpNumber: 'IB10000041' },
      { ffpNumber: 'invalidMembershipNumber' },
    ],
    [
      'number with a symbol',
      { ...good, ffpNumber: 'IB-100004' },
      { ffpNumber: 'invalidMembershipNumber' },
    ],
    ['email without a domain', { ...good, email: 'pablo@' }, { email: 'invalidEmail' }],
    ['email without a dot', { ...good, email: 'pablo@example' }, { email: 'invalidEmail' }],
    ['email with a space', { ...good, email: 'pa blo@example.com' }, { email: 'invalidEmail' }],
    ['first name of digits', { ...good, firstName: '1234' }, { firstName: 'invalidFirstName' }],
    ['last name with markup', { ...good, lastName: '<b>x</b>' }, { lastName: 'invalidLastName' }],
    [
      'last name of 61 letters',
      { ...good, lastName: 'a'.repeat(61) },
      { lastName: 'invalidLastName' },
    ],
    ['31 February', { ...good, issueDate: '31/02/2027' }, { issueDate: 'invalidScheduleDate' }],
    ['words for a date', { ...good, issueDate: 'tomorrow' }, { issueDate: 'invalidScheduleDate' }],
    ['yesterday', { ...good, issueDate: '24/11/2026' }, { issueDate: 'scheduleDateOutOfBounds' }],
    [
      '91 days ahead',
      { ...good, issueDate: '2027-02-24' },
      { issueDate: 'scheduleDateOutOfBounds' },
    ],
  ])('%s', (_name, input, errors) => {
    const result = validateRecipient(input, rules);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(errors);
  });

  it.each([
    ['today', '25/11/2026', '2026-11-25'],
    ['the last day', '2027-02-23', '2027-02-23'],
    ['with dots', '1.12.2026', '2026-12-01'],
  ])('schedule date %s is accepted as YYYY-MM-DD', (_name, typed, iso) => {
    const result = validateRecipient({ ...good, issueDate: typed }, rules);
    expect(result.valid).toBe(true);
    expect(result.value.issueDate).toBe(iso);
  });

  it('gives the bounds for the out-of-bounds message', () => {
    expect(validateRecipient(good, rules).bounds).toEqual({
      minDate: '2026-11-25',
      maxDate: '2027-02-23',
    });
  });

  it('catches the sender as recipient (api_error_50) before any call, whatever the case', () => {
    const result = validateRecipient({ ...good, ffpNumber: ' ib1000001 ' }, rules);
    expect(result.valid).toBe(false);
    expect(result.error).toBe('api_error_50');
    expect(result.errors).toEqual({});
  });

  it('refuses a message longer than the maximum', () => {
    expect(validateRecipient({ ...good, message: 'x'.repeat(21) }, rules).valid).toBe(false);
    expect(validateRecipient({ ...good, message: 'x'.repeat(20) }, rules).valid).toBe(true);
  });

  it('never throws on odd input', () => {
    const odd = {
      ffpNumber: 42,
      email: null,
      firstName: {},
      issueDate: [],
    } as unknown as RecipientInput;
    expect(validateRecipient(odd, { ...rules, today: 'not a date' }).valid).toBe(false);
  });
});

describe('parseScheduleDate', () => {
  it.each([
    ['2026-12-24', undefined, '2026-12-24'],
    ['24/12/2026', 'es-ES', '2026-12-24'],
    ['24/12/2026', 'en-GB', '2026-12-24'],
    ['12/24/2026', 'en-US', '2026-12-24'],
    ['24/12/2026', 'en-US', undefined],
    ['2026-02-29', undefined, undefined],
    ['', undefined, undefined],
  ])('%j (%s) -> %j', (text, language, expected) => {
    expect(parseScheduleDate(text, language)).toBe(expected);
  });
});

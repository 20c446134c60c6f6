// spec §3 "Recipient form" and §5: the recipient step of gift and transfer. Each wrong field
// is named by the content message key that explains it (recipientForm entry), so the screen
// shows content's wording; sending points to oneself (api_error_50) is caught here, before
// any call.

/** Fields of the recipient form. */
export type RecipientField =
  'ffpNumber' | 'email' | 'firstName' | 'lastName' | 'message' | 'issueDate';

/** Content keys (recipientForm) of the messages for wrong fields. */
export const RECIPIENT_MESSAGE_KEYS = [
  'invalidMembershipNumber',
  'invalidEmail',
  'invalidFirstName',
  'invalidLastName',
  'invalidScheduleDate',
  'scheduleDateOutOfBounds',
] as const;
export type RecipientMessageKey = (typeof RECIPIENT_MESSAGE_KEYS)[number];

export interface RecipientInput {
  ffpNumber?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  message?: string;
  /** As typed: `YYYY-MM-DD`, or `DD/MM/YYYY` (`MM/DD/YYYY` for en-US); empty means today. */
  issueDate?: string;
}

export interface RecipientRules {
  /** spec §5: the maximum length content gives (recipientForm.membershipNumberMaxLength). */
  membershipNumberMaxLength: number;
  /** Longest message; longer messages are refused. Defaults to no limit. */
  messageMaxLength?: number;
  /** Latest schedule date in days from today (recipientForm.scheduleDateMaxDays). */
  scheduleDateMaxDays: number;
  /** Today as `YYYY-MM-DD` (the member's calendar day). */
  today: string;
  /** The member's language, for reading `DD/MM/YYYY` or (en-US) `MM/DD/YYYY`. */
  language?: string;
  /** The sender's membership number: the same recipient is `api_error_50` (spec §8). */
  senderFfpNumber?: string;
}

export interface RecipientValidation {
  valid: boolean;
  /** Wrong fields and the content key of each one's message. */
  errors: Partial<Record<RecipientField, RecipientMessageKey>>;
  /** `api_error_50` when the recipient is the sender (spec §8), caught before any call. */
  error?: 'api_error_50';
  /** Trimmed values, with the schedule date as `YYYY-MM-DD` (absent when none was given). */
  value: {
    targetAccount: { ffpNumber: string; email: string; firstName: string; lastName: string };
    message: string;
    issueDate?: string;
  };
  /** Earliest and latest schedule dates (`YYYY-MM-DD`), for the out-of-bounds message. */
  bounds: { minDate: string; maxDate: string };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MEMBERSHIP = /^[A-Za-z0-9]+$/;
// letters of any script, marks, spaces, apostrophes, hyphens and dots (O'Brien, Jean-Luc)
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .’-]*$/u;
const MAX_NAME_LENGTH = 60;
const MAX_EMAIL_LENGTH = 254;
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a real calendar date, or `undefined` (no 31 February). */
function dateOf(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
    ? ms
    : undefined;
}

/**
 * A typed schedule date as `YYYY-MM-DD`, or `undefined` when it is not a real date. Accepts
 * `YYYY-MM-DD` and `D/M/YYYY` (`M/D/YYYY` when `language` is en-US), with `/`, `-` or `.`.
 */
export function parseScheduleDate(text: string, language?: string): string | undefined {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) {
    const ms = dateOf(Number(match[1]), Number(match[2]), Number(match[3]));
    return ms === undefined ? undefined : iso(ms);
  }
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return undefined;
  const [a, b] = [Number(match[1]), Number(match[2])];
  const monthFirst = language === 'en-US';
  const ms = dateOf(Number(match[3]), monthFirst ? a : b, monthFirst ? b : a);
  return ms === undefined ? undefined : iso(ms);
}

/**
 * Checks the recipient form (spec §3, §5): membership number (letters and digits, up to the
 * content's maximum), email, first and last name, optional message (up to its maximum) and
 * optional schedule date (a real date from today to `scheduleDateMaxDays` ahead). Never
 * throws; every input, however odd, gets an answer.
 */
export function validateRecipient(
  input: RecipientInput,
  rules: RecipientRules,
): RecipientValidation {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const ffpNumber = text(input.ffpNumber).toUpperCase();
  const email = text(input.email);
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const message = text(input.message);
  const dateText = text(input.issueDate);
  const errors: RecipientValidation['errors'] = {};

  const maxNumber = Math.max(1, Math.floor(rules.membershipNumberMaxLength));
  if (!MEMBERSHIP.test(ffpNumber) || ffpNumber.length > maxNumber) {
    errors.ffpNumber = 'invalidMembershipNumber';
  }
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) errors.email = 'invalidEmail';
  if (firstName.length > MAX_NAME_LENGTH || !NAME.test(firstName)) {
    errors.firstName = 'invalidFirstName';
  }
  if (lastName.length > MAX_NAME_LENGTH || !NAME.test(lastName)) {
    errors.lastName = 'invalidLastName';
  }

  const todayMs = Date.parse(`${rules.today}T00:00:00Z`);
  const start = Number.isFinite(todayMs) ? todayMs : Date.parse(`${iso(Date.now())}T00:00:00Z`);
  const bounds = {
    minDate: iso(start),
    maxDate: iso(start + Math.max(0, Math.floor(rules.scheduleDateMaxDays)) * DAY_MS),
  };
  let issueDate: string | undefined;
  if (dateText) {
    issueDate = parseScheduleDate(dateText, rules.language);
    if (!issueDate) errors.issueDate = 'invalidScheduleDate';
    else if (issueDate < bounds.minDate || issueDate > bounds.maxDate) {
      errors.issueDate = 'scheduleDateOutOfBounds';
    }
  }
  const messageTooLong =
    rules.messageMaxLength !== undefined && [...message].length > rules.messageMaxLength;

  const sender = text(rules.senderFfpNumber).toUpperCase();
  const self = sender !== '' && ffpNumber === sender;
  const valid = Object.keys(errors).length === 0 && !messageTooLong && !self;
  return {
    valid,
    errors,
    ...(self ? { error: 'api_error_50' as const } : {}),
    value: {
      targetAccount: { ffpNumber, email, firstName, lastName },
      message: messageTooLong ? [...message].slice(0, rules.messageMaxLength).join('') : message,
      ...(issueDate && !errors.issueDate ? { issueDate } : {}),
    },
    bounds,
  };
}

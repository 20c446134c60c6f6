// Recipient rules for gifts and transfers (spec §5, §8): errors 50, 65, 66 and 63.
import { RECEIVE_ANNUAL_CAP } from '../store/members';
import type { Store } from '../store/store';
import type { Member } from '../store/types';
import { businessError } from './context';

const DAY = 86_400_000;
/** spec §9: recipient account minimum age. */
const RECIPIENT_MIN_AGE_DAYS = 30;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

export interface RecipientDetails {
  ffpNumber: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The recipient member, or a business error saying why they cannot receive. */
export function checkRecipient(
  store: Store,
  sender: Member,
  target: RecipientDetails,
  points = 0,
  now = Date.now(),
): Member {
  // spec §8: 50 same sender and recipient.
  if (target.ffpNumber.toUpperCase() === sender.ffpNumber) businessError(50);
  const recipient = store.member(target.ffpNumber);
  // spec §8: 65 wrong recipient details.
  if (!recipient || recipient.partner !== sender.partner) businessError(65);
  const mismatch = (given: string | undefined, actual: string) =>
    given !== undefined && given !== '' && fold(given) !== fold(actual);
  if (
    mismatch(target.email, recipient.email) ||
    mismatch(target.firstName, recipient.name.firstName) ||
    mismatch(target.lastName, recipient.name.lastName)
  ) {
    businessError(65);
  }
  // spec §5: the recipient account must be at least 30 days old (66).
  if (now - Date.parse(recipient.enrolmentDate) < RECIPIENT_MIN_AGE_DAYS * DAY) businessError(66);
  // spec §8: 63 the target would exceed its annual cap.
  if (
    recipient.receivedThisYear + points > RECEIVE_ANNUAL_CAP ||
    recipient.receivedThisYear >= RECEIVE_ANNUAL_CAP
  ) {
    businessError(63);
  }
  return recipient;
}

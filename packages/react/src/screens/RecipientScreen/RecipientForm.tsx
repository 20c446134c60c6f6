import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatDate, validateRecipient } from '@avios/sdk/rules';
import type { RecipientField, RecipientInput, RecipientValidation } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fill, str } from '../../content/contentFields';
import type { RecipientContent } from './recipientContent';

export interface RecipientFormProps {
  copy: RecipientContent;
  /** What the member typed so far (kept in the draft, so a reload keeps it). */
  initial: RecipientInput;
  /** The sender: sending to oneself is refused before any call (api_error_50). */
  senderFfpNumber?: string | undefined;
  language: string;
  /** Today as `YYYY-MM-DD`. */
  today: string;
  busy: boolean;
  /** Every change, as typed (to keep it in the draft). */
  onChange: (values: RecipientInput) => void;
  /** A valid recipient; `validation.value` holds the cleaned values. */
  onSubmit: (validation: RecipientValidation) => void;
  /** The sender typed their own number (spec §8 api_error_50). */
  onSelf: () => void;
  onBack: () => void;
}

const ORDER: RecipientField[] = [
  'ffpNumber',
  'email',
  'firstName',
  'lastName',
  'message',
  'issueDate',
];

/**
 * spec §3 recipient form, the same for gift and transfer: membership number (content's
 * maximum length), email, first and last name, optional message and schedule date. Labels,
 * hints and errors come from content; the SDK's `validateRecipient` decides what is wrong.
 * On a wrong submit an error summary (role alert) lists the fields as links and the first
 * wrong field takes focus; every error is tied to its field.
 */
export function RecipientForm({
  copy,
  initial,
  senderFfpNumber,
  language,
  today,
  busy,
  onChange,
  onSubmit,
  onSelf,
  onBack,
}: RecipientFormProps) {
  const [values, setValues] = useState<RecipientInput>(initial);
  const [result, setResult] = useState<RecipientValidation | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const maxNumber = copy.membershipNumberMaxLength ?? 9;
  const maxMessage = copy.messageMaxLength ?? 200;
  const rules = {
    membershipNumberMaxLength: maxNumber,
    messageMaxLength: maxMessage,
    scheduleDateMaxDays: copy.scheduleDateMaxDays ?? 90,
    today,
    language,
    ...(senderFfpNumber ? { senderFfpNumber } : {}),
  };

  const messages = (r: RecipientValidation): Partial<Record<RecipientField, string>> => {
    const out: Partial<Record<RecipientField, string>> = {};
    const dates = {
      minDate: formatDate(r.bounds.minDate, language),
      maxDate: formatDate(r.bounds.maxDate, language),
    };
    for (const field of ORDER) {
      const key = r.errors[field];
      if (key) out[field] = fill(str(copy[key]), { max: maxNumber, ...dates });
    }
    return out;
  };
  const shown = result ? messages(result) : {};
  const wrong = ORDER.filter((f) => shown[f]);

  const set = (field: RecipientField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onChange(next);
    // once the member has tried, errors follow their corrections
    if (result) setResult(validateRecipient(next, rules));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = validateRecipient(values, rules);
    setResult(checked);
    if (checked.error === 'api_error_50') return onSelf();
    const first = ORDER.find((f) => checked.errors[f]);
    if (first) {
      // the summary is announced; focus goes to the first wrong field
      form.current?.querySelector<HTMLElement>(`#avios-recipient-${first}`)?.focus();
      return;
    }
    if (checked.valid) onSubmit(checked);
  };

  const optional = (label: string | undefined) => `${str(label)} ${str(copy.optionalText)}`.trim();
  const input = (field: RecipientField, autoComplete: string, extra: object = {}) =>
    function Control(describedBy: string | undefined) {
      return (
        <input
          id={`avios-recipient-${field}`}
          part="input"
          name={field}
          autoComplete={autoComplete}
          value={values[field] ?? ''}
          aria-invalid={shown[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => set(field, e.target.value)}
          {...extra}
        />
      );
    };

  return (
    <form ref={form} className="avios-recipient-form" noValidate onSubmit={submit}>
      {wrong.length > 0 ? (
        <div ref={summary} className="avios-error-summary" part="error-summary" role="alert">
          <h2 part="heading">{str(copy.errorSummaryTitle)}</h2>
          <ul>
            {wrong.map((field) => (
              <li key={field}>
                <a href={`#avios-recipient-${field}`}>{shown[field]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Field
        id="recipient-ffpNumber"
        label={str(copy.membershipNumberLabel)}
        hint={str(copy.membershipNumberHint)}
        error={shown.ffpNumber}
      >
        {input('ffpNumber', 'off', {
          maxLength: maxNumber,
          autoCapitalize: 'characters',
          spellCheck: false,
        })}
      </Field>
      <Field id="recipient-email" label={str(copy.emailLabel)} error={shown.email}>
        {input('email', 'email', { type: 'email', inputMode: 'email', spellCheck: false })}
      </Field>
      <div className="avios-field-row">
        <Field id="recipient-firstName" label={str(copy.firstNameLabel)} error={shown.firstName}>
          {input('firstName', 'off', { maxLength: 60 })}
        </Field>
        <Field id="recipient-lastName" label={str(copy.lastNameLabel)} error={shown.lastName}>
          {input('lastName', 'off', { maxLength: 60 })}
        </Field>
      </div>
      <Field
        id="recipient-message"
        label={optional(copy.messageLabel)}
        hint={fill(str(copy.messageHint), { max: maxMessage })}
        error={shown.message}
      >
        {(describedBy) => (
          <textarea
            id="avios-recipient-message"
            part="input"
            name="message"
            rows={3}
            maxLength={maxMessage}
            value={values.message ?? ''}
            aria-describedby={describedBy}
            onChange={(e) => set('message', e.target.value)}
          />
        )}
      </Field>
      <Field
        id="recipient-issueDate"
        label={optional(copy.scheduleDateLabel)}
        hint={str(copy.scheduleDateHint)}
        error={shown.issueDate}
      >
        {input('issueDate', 'off', { inputMode: 'numeric' })}
      </Field>
      <div className="avios-recipient-form__actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          {str(copy.backButtonText)}
        </Button>
        <Button type="submit" busy={busy}>
          {str(copy.continueButtonText)}
        </Button>
      </div>
    </form>
  );
}

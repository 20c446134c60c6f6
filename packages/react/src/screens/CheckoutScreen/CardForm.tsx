import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { CardDetails } from '@avios/sdk/payments';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { str } from '../../content/contentFields';
import { invalidCardFields, toCardDetails } from './cardDetails';
import type { CardField, CardFormValues } from './cardDetails';
import type { CheckoutContent } from './checkoutContent';

export interface CardFormProps {
  copy: CheckoutContent;
  /** Text of the submit button (the pay button of the product type). */
  submitText: string;
  busy: boolean;
  onSubmit: (card: CardDetails) => void;
}

const EMPTY: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvc: '' };

/** An accessible card form: labelled fields, errors tied to fields, first invalid field focused. */
export function CardForm({ copy, submitText, busy, onSubmit }: CardFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<CardField[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const errorText: Record<CardField, string> = {
    holderName: str(copy.holderNameError),
    cardNumber: str(copy.cardNumberError),
    expiry: str(copy.expiryError),
    cvc: str(copy.cvcError),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const wrong = invalidCardFields(values);
    setInvalid(wrong);
    if (wrong.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`#avios-${wrong[0]}`)?.focus();
      return;
    }
    onSubmit(toCardDetails(values));
  };
  const input =
    (id: CardField, autoComplete: string, inputMode?: 'numeric') =>
    (describedBy: string | undefined) => (
      <input
        id={`avios-${id}`}
        part="input"
        name={id}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={values[id]}
        aria-invalid={invalid.includes(id) || undefined}
        aria-describedby={describedBy}
        disabled={busy}
        onChange={(e) => setValues((v) => ({ ...v, [id]: e.target.value }))}
      />
    );
  const err = (id: CardField) => (invalid.includes(id) ? errorText[id] : undefined);
  return (
    <form
      ref={form}
      className="avios-card-form"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
    >
      <Field id="holderName" label={str(copy.holderNameLabel)} error={err('holderName')}>
        {input('holderName', 'cc-name')}
      </Field>
      <Field id="cardNumber" label={str(copy.cardNumberLabel)} error={err('cardNumber')}>
        {input('cardNumber', 'cc-number', 'numeric')}
      </Field>
      <div className="avios-field-row">
        <Field
          id="expiry"
          label={str(copy.expiryLabel)}
          hint={str(copy.expiryHint)}
          error={err('expiry')}
        >
          {input('expiry', 'cc-exp')}
        </Field>
        <Field id="cvc" label={str(copy.cvcLabel)} hint={str(copy.cvcHint)} error={err('cvc')}>
          {input('cvc', 'cc-csc', 'numeric')}
        </Field>
      </div>
      <Button type="submit" block busy={busy}>
        {submitText}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { str } from '../../content/contentFields';
import type { CheckoutContent } from './checkoutContent';

export interface ChallengeFormProps {
  copy: CheckoutContent;
  busy: boolean;
  onSubmit: (code: string) => void;
}

/** The 3-D Secure step: the code the card issuer sent. */
export function ChallengeForm({ copy, busy, onSubmit }: ChallengeFormProps) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && code.trim()) onSubmit(code.trim());
  };
  return (
    <form className="avios-card-form" onSubmit={submit} aria-labelledby="avios-challenge-title">
      <h3 part="heading" id="avios-challenge-title">
        {str(copy.challengeTitle)}
      </h3>
      <p>{str(copy.challengeText)}</p>
      <div className="avios-field" part="field">
        <label htmlFor="avios-challenge-code" part="label">
          {str(copy.challengeCodeLabel)}
        </label>
        <input
          id="avios-challenge-code"
          part="input"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          disabled={busy}
          autoFocus
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" block busy={busy} disabled={!code.trim()}>
        {str(copy.challengeSubmitText)}
      </Button>
    </form>
  );
}

import type { ReactNode } from 'react';

export interface FieldProps {
  /** The control's id is `avios-{id}`; hint and error get `avios-{id}-hint` / `-error`. */
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** Renders the control, given the ids that describe it (hint, error). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form field whose hint and error are tied to the control (aria-describedby). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `avios-${id}-hint` : '', error ? `avios-${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="avios-field" part="field">
      <label htmlFor={`avios-${id}`} part="label">
        {label}
      </label>
      {hint ? (
        <span id={`avios-${id}-hint`} className="avios-field__hint" part="hint">
          {hint}
        </span>
      ) : null}
      {children(described || undefined)}
      {error ? (
        <span id={`avios-${id}-error`} className="avios-field__error" part="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

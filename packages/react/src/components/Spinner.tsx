export interface SpinnerProps {
  /** Accessible name of the wait, announced politely. */
  label: string;
}

/** A spinning ring with a status label for screen readers. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" part="spinner">
      <span className="avios-spinner" aria-hidden="true" />
      <span className="avios-visually-hidden">{label}</span>
    </span>
  );
}

export interface ProgressProps {
  /** Visible text of the wait, also announced (aria-live polite). */
  label: string;
  /** Extra line under the label (the slow variant's explanation). */
  detail?: string;
}

/** A visible wait message with a spinner, announced to screen readers. */
export function Progress({ label, detail }: ProgressProps) {
  return (
    <div className="avios-progress" role="status" aria-live="polite" part="progress">
      <span className="avios-spinner" aria-hidden="true" />
      <div>
        <p style={{ margin: 0, fontWeight: 600 }}>{label}</p>
        {detail ? <p style={{ margin: 0 }}>{detail}</p> : null}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  /** Defaults to `error`. Errors use `role="alert"`; the rest `role="status"`. */
  severity?: AlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. Defaults to `Dismiss`. */
  dismissLabel?: string;
  /** Extra content after the text, such as an action button. */
  action?: ReactNode;
}

/** A message box for errors, warnings and notices. */
export function Alert({
  severity = 'error',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  action,
}: AlertProps) {
  return (
    <div
      className="avios-alert"
      data-severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      part="alert"
    >
      <div className="avios-alert__body">
        {title ? <strong className="avios-alert__title">{title}</strong> : null}
        {children ? <div className="avios-alert__text">{children}</div> : null}
        {action}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="avios-button"
          data-variant="ghost"
          data-size="small"
          aria-label={dismissLabel}
          onClick={onDismiss}
          part="button alert-dismiss"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

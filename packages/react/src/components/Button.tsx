import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Defaults to `medium`. */
  size?: 'small' | 'medium';
  /** Full width. Defaults to `false`. */
  block?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and disables the button, so a double click cannot
   * submit twice. Defaults to `false`.
   */
  busy?: boolean;
  children: ReactNode;
}

/** A native button in the shop's style. `type` defaults to `button`. */
export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  busy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={rest.className ? `avios-button ${rest.className}` : 'avios-button'}
      data-variant={variant}
      data-size={size}
      data-block={block ? '' : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      part="button"
    >
      {busy ? <span className="avios-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

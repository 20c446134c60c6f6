import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { safeLink } from '@avios/sdk/rules';
import { useNavigation } from '../hooks/useNavigation';
import type { ButtonVariant } from './Button';

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal paths start with `/` and go through the host's navigation; others open in a new tab. */
  href: string;
  /** Defaults to `primary`; `link` renders a plain text link. */
  variant?: ButtonVariant | 'link';
  /** Defaults to `medium`. */
  size?: 'small' | 'medium';
  /** Full width. Defaults to `false`. */
  block?: boolean;
  children: ReactNode;
}

function plainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * A link that looks like a button. spec §2: links starting with / are internal (navigated
 * by the host); other links open in a new tab with `rel="noopener noreferrer"`. The address
 * goes through the SDK's `safeLink` rule: one it refuses (`javascript:`, `data:`, `//host`…)
 * renders its text without a link, in every build.
 */
export function LinkButton({
  href,
  variant = 'primary',
  size = 'medium',
  block = false,
  children,
  onClick,
  ...rest
}: LinkButtonProps) {
  const navigation = useNavigation();
  const link = safeLink(href);
  if (!link) {
    return (
      <span className={variant === 'link' ? rest.className : undefined} data-unsafe-link="">
        {children}
      </span>
    );
  }
  const internal = link.internal;
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !internal || !plainClick(e)) return;
    e.preventDefault();
    navigation.navigate(link.href);
  };
  return (
    <a
      {...rest}
      href={internal ? navigation.href(link.href) : link.href}
      target={internal ? rest.target : '_blank'}
      rel={internal ? rest.rel : 'noopener noreferrer'}
      className={
        variant === 'link' ? rest.className : `avios-button ${rest.className ?? ''}`.trim()
      }
      data-variant={variant === 'link' ? undefined : variant}
      data-size={variant === 'link' ? undefined : size}
      data-block={block ? '' : undefined}
      onClick={handleClick}
      part={variant === 'link' ? 'link' : 'button'}
    >
      {children}
    </a>
  );
}

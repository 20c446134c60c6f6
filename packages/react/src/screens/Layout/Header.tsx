import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { Skeleton } from '../../components/Skeleton';
import { assetImage, objectList, str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { AvatarMenu } from './AvatarMenu';
import { LanguageList } from './LanguageList';

export interface HeaderProps {
  copy: LayoutContent;
  /** The /external layout shows branding and the account only. Defaults to `false`. */
  minimal?: boolean;
}

/** Partner branding, product navigation, language list and sign-in / avatar menu. */
export function Header({ copy, minimal = false }: HeaderProps) {
  const { session, products, user, balance } = useMember();
  const navigation = useNavigation();
  const logo = assetImage(copy.logo);
  const available = products.status === 'success' ? products.data : [];
  const links = objectList<{ label?: unknown; url?: unknown; productType?: unknown }>(
    copy.headerLinks,
  ).filter((l) => !l.productType || available.includes(l.productType as never));
  const firstName = user.status === 'success' ? user.data.name.firstName : '';

  let account;
  if (session.loading || (session.signedIn && user.status === 'pending')) {
    account = <Skeleton width={44} height={44} round />;
  } else if (session.signedIn) {
    account = (
      <AvatarMenu
        copy={copy}
        firstName={firstName || (session.user?.given_name ?? '')}
        showSubscriptions={available.includes('subscription')}
        {...(user.status === 'success'
          ? { lastName: user.data.name.lastName, ffpNumber: user.data.ffpNumber }
          : {})}
        {...(balance.status === 'success' && balance.data.amount !== null
          ? { balance: balance.data.amount }
          : {})}
      />
    );
  } else {
    account = (
      <Button
        size="small"
        onClick={() => void session.login({ returnTo: navigation.href(navigation.currentPath) })}
      >
        {str(copy.signInLabel)}
      </Button>
    );
  }

  const hasNav = links.length > 0 && !minimal;
  // the links come with the available products: keep their place meanwhile (no layout shift)
  const navPending = !minimal && links.length === 0 && products.status === 'pending';

  return (
    <header className="avios-header" part="header">
      <div className="avios-container avios-header__inner">
        <a
          className="avios-header__logo"
          href={navigation.href('/')}
          onClick={(e) => {
            e.preventDefault();
            navigation.navigate('/');
          }}
        >
          {logo ? (
            // the asset's own size keeps its aspect ratio before it loads (a wide wordmark
            // is neither squeezed nor cut)
            <img
              src={logo.url}
              alt={str(copy.logoAltText)}
              width={logo.width ?? 200}
              height={logo.height ?? 48}
            />
          ) : (
            <span>{str(copy.logoAltText)}</span>
          )}
        </a>
        {hasNav ? <HeaderNav copy={copy} links={links} /> : null}
        {navPending ? (
          <div className="avios-header__nav avios-header__nav--pending" aria-hidden="true">
            <span className="avios-skeleton" />
          </div>
        ) : null}
        <div className="avios-header__tools">
          {hasNav || navPending ? (
            // on phones the language list moves into the menu
            <div className="avios-header__tools-language">
              <LanguageList copy={copy} />
            </div>
          ) : (
            <LanguageList copy={copy} />
          )}
          {account}
        </div>
      </div>
    </header>
  );
}

interface HeaderNavProps {
  copy: LayoutContent;
  links: { label?: unknown; url?: unknown }[];
}

/**
 * Product links: a row from 768 px; below, a disclosure button (aria-expanded) opens them
 * with the language list in a panel under the header. Escape or a click outside closes it.
 */
function HeaderNav({ copy, links }: HeaderNavProps) {
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = str(copy.headerNavigationLabel);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: Event) => {
      if (root.current && !e.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav
      ref={root}
      aria-label={label}
      className="avios-header__nav"
      data-open={open ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="avios-header__menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avios-header__menu-icon" aria-hidden="true" />
        <span className="avios-visually-hidden">{label}</span>
      </button>
      <div id={panelId} className="avios-header__menu">
        <ul>
          {links.map((link) => (
            <li key={str(link.url)}>
              <LinkButton
                href={str(link.url)}
                variant="link"
                aria-current={navigation.location.pathname === str(link.url) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {str(link.label)}
              </LinkButton>
            </li>
          ))}
        </ul>
        {open ? (
          <div className="avios-header__menu-language">
            <LanguageList copy={copy} />
          </div>
        ) : null}
      </div>
    </nav>
  );
}

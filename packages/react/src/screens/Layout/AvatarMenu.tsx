import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formatPoints, safeLink } from '@avios/sdk/rules';
import { fill, str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useNavigation } from '../../hooks/useNavigation';
import { useSession } from '../../hooks/useSession';

export interface AvatarMenuProps {
  copy: LayoutContent;
  firstName: string;
  /** Show the my-subscriptions item (member has the subscription product). */
  showSubscriptions: boolean;
  lastName?: string;
  /** Membership number, shown in the panel. */
  ffpNumber?: string;
  /** Avios balance, shown in the panel once known. */
  balance?: number;
}

/**
 * The signed-in member's menu (ARIA menu button): Enter, Space or ArrowDown opens it on the
 * first item; arrows, Home and End move; Escape closes and returns focus to the button.
 */
export function AvatarMenu({
  copy,
  firstName,
  showSubscriptions,
  lastName = '',
  ffpNumber,
  balance,
}: AvatarMenuProps) {
  const { language } = useAviosContext();
  const session = useSession();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  const balanceText =
    balance !== undefined && copy.avatarBalanceText
      ? fill(str(copy.avatarBalanceText), { points: formatPoints(balance, language) })
      : '';
  const membershipText =
    ffpNumber && copy.avatarMembershipText
      ? fill(str(copy.avatarMembershipText), { ffpNumber })
      : '';
  // an external account page from content, refused when its scheme is not a safe one
  const myAccount = safeLink(copy.myAccountUrl);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const list = items.current.filter(Boolean);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    // a click outside the menu closes it
    const onPointer = (e: Event) => {
      const path = e.composedPath();
      if (root.current && !path.includes(root.current)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const list = items.current.filter((el): el is HTMLElement => el !== null);
    // the event target, not document.activeElement, which is the host inside a shadow root
    const index = list.findIndex((el) => el === e.target);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(index + 1),
      ArrowUp: () => go(index - 1),
      Home: () => go(0),
      End: () => go(list.length - 1),
      Escape: () => close(true),
      Tab: () => setOpen(false),
    };
    const action = keys[e.key];
    if (!action) return;
    if (e.key !== 'Tab') e.preventDefault();
    action();
  };

  let n = 0;
  const itemRef = () => {
    const i = n++;
    return (el: HTMLElement | null) => {
      items.current[i] = el;
    };
  };
  items.current = [];
  return (
    <div ref={root} className="avios-avatar" part="avatar-menu">
      <button
        ref={button}
        type="button"
        className="avios-avatar__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={str(copy.avatarMenuLabel) || firstName}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKey}
      >
        <span className="avios-avatar__initials" aria-hidden="true">
          {initials}
        </span>
      </button>
      {open ? (
        <div className="avios-avatar__panel">
          {copy.greetingText ? (
            <p className="avios-avatar__greeting">{fill(str(copy.greetingText), { firstName })}</p>
          ) : null}
          {balanceText || membershipText ? (
            <div className="avios-avatar__facts">
              {balanceText ? <p>{balanceText}</p> : null}
              {membershipText ? <p>{membershipText}</p> : null}
            </div>
          ) : null}
          <ul
            id={menuId}
            role="menu"
            aria-label={str(copy.avatarMenuLabel) || firstName}
            onKeyDown={onMenuKey}
          >
            {myAccount ? (
              <li role="none">
                <a
                  ref={itemRef()}
                  role="menuitem"
                  tabIndex={-1}
                  href={myAccount.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => close(false)}
                >
                  {str(copy.myAccountLabel)}
                </a>
              </li>
            ) : null}
            {showSubscriptions ? (
              <li role="none">
                <a
                  ref={itemRef()}
                  role="menuitem"
                  tabIndex={-1}
                  href={navigation.href('/my-subscriptions')}
                  onClick={(e) => {
                    e.preventDefault();
                    close(false);
                    navigation.navigate('/my-subscriptions');
                  }}
                >
                  {str(copy.mySubscriptionsLabel)}
                </a>
              </li>
            ) : null}
            <li role="none">
              <button
                ref={itemRef()}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  void session.logout();
                }}
              >
                {str(copy.signOutLabel)}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

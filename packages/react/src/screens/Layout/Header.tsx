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
  const { session, products, user } = useMember();
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
            <img src={logo.url} alt={str(copy.logoAltText)} width={120} height={32} />
          ) : (
            <span>{str(copy.logoAltText)}</span>
          )}
        </a>
        {links.length > 0 && !minimal ? (
          <nav aria-label={str(copy.headerNavigationLabel)} className="avios-header__nav">
            <ul>
              {links.map((link) => (
                <li key={str(link.url)}>
                  <LinkButton
                    href={str(link.url)}
                    variant="link"
                    aria-current={
                      navigation.location.pathname === str(link.url) ? 'page' : undefined
                    }
                  >
                    {str(link.label)}
                  </LinkButton>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="avios-header__tools">
          <LanguageList copy={copy} />
          {account}
        </div>
      </div>
    </header>
  );
}

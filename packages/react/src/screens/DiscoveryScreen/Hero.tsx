import { currentSubscription, formatPoints } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { assetImage, fill, str } from '../../content/contentFields';
import type { ImageAsset } from '../../content/contentFields';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useMemberStats, useMemberSubscriptions } from '../../hooks/useMember';
import type { UseMemberResult } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import type { DiscoveryContent } from './discoveryContent';

export interface HeroProps {
  copy: DiscoveryContent;
  member: UseMemberResult;
}

/** The hero's background image, across the whole hero at every width (`sizes` 100vw). */
function HeroBackground({ image }: { image: ImageAsset | undefined }) {
  if (!image) return null;
  return (
    <ResponsiveImage
      background
      src={image.url}
      alt=""
      width={image.width ?? 1512}
      height={image.height ?? 600}
    />
  );
}

/**
 * The hero while the session or member loads: the same card, line for line, so nothing
 * moves when the copy arrives.
 */
export function HeroSkeleton({ background }: { background?: ImageAsset | undefined }) {
  return (
    <div className="avios-hero" part="hero" aria-busy="true">
      <HeroBackground image={background} />
      <div className="avios-container avios-hero__panel">
        <div className="avios-hero__card" part="hero-card" aria-hidden="true">
          <Skeleton width="85%" height="2.25rem" />
          <Skeleton width="95%" height="1.5em" style={{ marginTop: '0.75rem' }} />
          <Skeleton width="60%" height="1.5em" style={{ marginTop: '0.25rem' }} />
          <Skeleton width="10rem" height="44px" style={{ marginTop: '1rem' }} />
        </div>
      </div>
    </div>
  );
}

/** spec §2 discovery hero: logged-out sign-in block, or greeting, balance, boost and subscription points. */
export function Hero({ copy, member }: HeroProps) {
  const { language } = useAviosContext();
  const navigation = useNavigation();
  const { session, user, balance, products } = member;
  const available = products.status === 'success' ? products.data : [];
  // spec §6: stats only with the booster product, subscriptions only with the subscription product
  const hasBooster = session.signedIn && available.includes('booster');
  const hasSubscription = session.signedIn && available.includes('subscription');
  const stats = useMemberStats(member);
  const subscriptions = useMemberSubscriptions(member);
  const background = assetImage(copy.heroBackgroundImage);
  const points = (n: number) => formatPoints(n, language);

  if (
    session.loading ||
    (session.signedIn && (user.status === 'pending' || balance.status === 'pending'))
  ) {
    return <HeroSkeleton background={background} />;
  }

  if (!session.signedIn) {
    return (
      <section className="avios-hero" part="hero" aria-labelledby="avios-hero-title">
        <HeroBackground image={background} />
        <div className="avios-container avios-hero__panel">
          <div className="avios-hero__card" part="hero-card">
            <h1 part="title" id="avios-hero-title">
              {str(copy.heroLoggedOutTitle)}
            </h1>
            <p>{str(copy.heroLoggedOutSubtitle)}</p>
            <Button
              onClick={() =>
                void session.login({ returnTo: navigation.href(navigation.currentPath) })
              }
            >
              {str(copy.heroLoginButtonText)}
            </Button>
          </div>
        </div>
      </section>
    );
  }

  const firstName = user.status === 'success' ? user.data.name.firstName : '';
  const amount = balance.status === 'success' ? balance.data.amount : null;
  const boosted = stats.status === 'success' ? stats.data.boostedAvios : undefined;
  const current =
    subscriptions.status === 'success' ? currentSubscription(subscriptions.data) : undefined;
  return (
    <section className="avios-hero" part="hero" aria-labelledby="avios-hero-title">
      <HeroBackground image={background} />
      <div className="avios-container avios-hero__panel">
        <div className="avios-hero__card" part="hero-card">
          <h1 part="title" id="avios-hero-title">
            {fill(str(copy.heroLoggedInTitle), { firstName })}
          </h1>
          <p>{str(copy.heroLoggedInSubtitle)}</p>
          <ul className="avios-hero__balances">
            {amount !== null ? (
              <li className="avios-hero__balance">
                {fill(str(copy.heroBalanceText), { points: points(amount) })}
              </li>
            ) : null}
            {hasBooster && boosted !== undefined ? (
              <li>{fill(str(copy.heroBoostBalanceText), { points: points(boosted) })}</li>
            ) : null}
            {hasSubscription && current ? (
              <li>
                {fill(str(copy.heroSubscriptionText), { points: points(current.avios.monthly) })}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </section>
  );
}

import type { WalletKind } from '@avios/sdk/payments';
import { str } from '../../content/contentFields';
import type { CheckoutContent } from './checkoutContent';

export interface WalletButtonsProps {
  copy: CheckoutContent;
  wallets: readonly WalletKind[];
  busy: boolean;
  /** Called inside the click: the wallet's sheet must open in it. */
  onPay: (wallet: WalletKind) => void;
}

const LABEL = {
  applepay: 'applePayButtonText',
  googlepay: 'googlePayButtonText',
} as const satisfies Record<WalletKind, keyof CheckoutContent>;

/**
 * spec §2 checkout content "wallet pay buttons": one button per wallet the payment provider
 * offers, with its content label, then the divider before the card form. A wallet without
 * copy in content is not offered (never a key on screen).
 */
export function WalletButtons({ copy, wallets, busy, onPay }: WalletButtonsProps) {
  const offered = wallets.filter((wallet) => str(copy[LABEL[wallet]]));
  if (offered.length === 0) return null;
  return (
    <div className="avios-wallets">
      {offered.map((wallet) => (
        <button
          key={wallet}
          type="button"
          className={`avios-wallet avios-wallet--${wallet}`}
          disabled={busy}
          onClick={() => onPay(wallet)}
        >
          {str(copy[LABEL[wallet]])}
        </button>
      ))}
      {copy.walletDividerText ? (
        <p className="avios-wallets__divider">
          <span>{copy.walletDividerText}</span>
        </p>
      ) : null}
    </div>
  );
}

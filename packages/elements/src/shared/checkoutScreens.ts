// Entry of the lazily loaded checkout chunk (see lazyCheckout.tsx).
export { CheckoutScreen, TransactionResultScreen } from '@avios/react';

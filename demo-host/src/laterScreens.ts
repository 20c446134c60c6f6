// Entry of the chunk of screens loaded on demand (lazyScreens.tsx): checkout, transaction
// result and maintenance.
export { CheckoutScreen, MaintenanceScreen, TransactionResultScreen } from '@avios/react';

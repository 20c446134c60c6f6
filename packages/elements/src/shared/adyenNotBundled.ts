// What `import('@adyen/adyen-web')` finds inside the element bundles (build.mjs aliases it
// here): the package never carries Adyen Web. The element passes its own loader to the
// adapter (adyenInElement.ts), so this runs only if that ever stops being true.
throw new Error(
  '@avios/elements does not bundle Adyen Web: give adyen-src, an import map, or ' +
    'configure({ payments: createAdyenPayments(...) }) from your own install (docs/payments.md).',
);
export {};

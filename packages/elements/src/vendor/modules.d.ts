// The real Auth0 client by file path (no types ship for it); auth0Lazy.ts casts it.
declare module '@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js';

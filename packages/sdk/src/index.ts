// Public API of @avios/sdk. Explicit named exports only; each section belongs to one module folder.

// Business rules (pure, table-driven): ./rules
export * from './rules/index';

// Sign-in on the Auth0 SPA client: ./session
export * from './session/index';

// Page copy from the content service and rich-text checks: ./content
export * from './content/index';

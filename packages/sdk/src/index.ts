// Public API of @avios/sdk. Explicit named exports only; each section belongs to one module folder.

// Business rules (pure, table-driven): ./rules
export * from './rules/index';

// `@avios/sdk/context`: partner, language and market, kept in cookies (spec §4 Context;
// docs/sdk.md "Context").
export { CONTEXT_COOKIES, createContextStore, resolveContext } from './contextStore';
export type {
  ContextSnapshot,
  ContextStore,
  ContextStoreOptions,
  ShopContext,
} from './contextStore';
export { createDocumentCookieJar, createMemoryCookieJar } from './cookieJar';
export type { CookieJar, DocumentCookieJarOptions } from './cookieJar';

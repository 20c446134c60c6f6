// oidc-provider 9 ships no type declarations; these cover what the sandbox uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcContext {
    oidc: {
      params?: Record<string, unknown>;
      session?: { accountId?: string; acr?: string };
      client?: { clientId: string; clientName?: string };
      result?: Record<string, unknown>;
      /** The named route of the request (`token`, `authorization`, …). */
      route?: string;
    };
    method: string;
    body: unknown;
    host: string;
    type: string;
    status: number;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId: string; acr?: string; amr?: string[] };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: OidcContext) => boolean | Promise<boolean>,
    );
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export interface PromptList extends Array<{ name: string; checks: Check[] }> {
    get(name: string): { name: string; checks: Check[] & { add(check: Check, i?: number): void } };
  }

  export const interactionPolicy: { Check: typeof Check; base(): PromptList };

  type OidcError = new (description?: string) => Error;
  export const errors: Record<string, OidcError> & {
    InvalidRequest: OidcError;
    InvalidGrant: OidcError;
  };

  /** A token model instance (access, refresh or identity token). */
  export interface TokenInstance {
    scope?: string;
    expiration: number;
    resourceServer?: unknown;
    /** Binds the token to a key: `jkt`, the JWK thumbprint of a DPoP proof's key. */
    setThumbprint(property: 'jkt', thumbprint: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (init: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    Client: { prototype: Record<string, unknown> };
    AccessToken: new (init: Record<string, unknown>) => TokenInstance;
    RefreshToken: new (init: Record<string, unknown>) => TokenInstance;
    IdToken: new (
      claims: Record<string, unknown>,
      options: { ctx: OidcContext },
    ) => {
      scope?: string;
      set(claim: string, value: unknown): void;
      issue(o: { use: 'idtoken' }): Promise<string>;
    };
    ResourceServer: new (identifier: string, info: Record<string, unknown>) => unknown;
    /** Koa middleware around every request of the provider. */
    use(middleware: (ctx: OidcContext, next: () => Promise<void>) => Promise<void>): void;
    registerGrantType(
      name: string,
      handler: (ctx: OidcContext) => Promise<void>,
      params?: string[],
    ): void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}

// oidc-provider 9 ships no type declarations; these cover what the sandbox uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcContext {
    oidc: {
      params?: Record<string, unknown>;
      session?: { accountId?: string; acr?: string };
      client?: { clientId: string; clientName?: string };
      result?: Record<string, unknown>;
    };
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

  export const errors: Record<string, new (description?: string) => Error>;

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
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}

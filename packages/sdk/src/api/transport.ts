// The HTTP transport shared by the purchase API client and the own-origin clients (spec §7).
import type { z } from 'zod/mini';
import { errorCodeFrom } from '../errors/catalogue';
import { SdkError, isSdkError } from '../errors/sdkError';
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import { parseAnswer } from '../schemas/parseAnswer';
import { toAuthError } from '../session/authError';
import type { ApiClientOptions } from './apiClient';
import { apiRoot, apiRequestUrl, applicationHeaders } from './request';

/** The Auth0 client's words for a second nonce demand (its `UseDpopNonceError`, spec §8). */
export const WRONG_NONCE_MESSAGE = 'Server rejected DPoP proof: wrong nonce';

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Ask the token getter for a step-up token. */
  stepUp?: boolean;
  /** Use this bearer instead of asking the token getter. */
  token?: string | undefined;
}

/** RFC 9449 §9: a resource server's nonce demand, `WWW-Authenticate: DPoP error="use_dpop_nonce"`. */
function demandsNonce(response: Response): boolean {
  return (
    response.status === 401 &&
    (response.headers.get('WWW-Authenticate') ?? '').includes('use_dpop_nonce')
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The parts of {@link ApiClientOptions} a transport needs. */
export type TransportOptions = ApiClientOptions;

export interface Transport {
  send(call: Call): Promise<unknown>;
  get<S extends z.core.$ZodType>(schema: S, call: Omit<Call, 'method'>): Promise<z.output<S>>;
  post<S extends z.core.$ZodType>(schema: S, call: Omit<Call, 'method'>): Promise<z.output<S>>;
  put<S extends z.core.$ZodType>(schema: S, call: Omit<Call, 'method'>): Promise<z.output<S>>;
}

/**
 * One fetch wrapper for every client of the shop's HTTP APIs (spec §7): the `partner`
 * query, `X-Application-Name`/`X-Application-Language`, the access token when available
 * (`DPoP` with a proof of its key when `dpop` makes one, else `Bearer`), a timeout, error
 * codes from the catalogue (spec §8), and schema-checked answers (spec §5).
 */
export function createTransport(options: TransportOptions): Transport {
  const {
    baseUrl,
    path = '/purchase/v1',
    getLanguage,
    getPartner,
    getToken,
    timeoutMs = HTTP_TIMEOUT_MS,
  } = options;
  const root = apiRoot(baseUrl, path);

  async function token(stepUp: boolean): Promise<string | undefined> {
    if (!getToken) return undefined;
    try {
      return await getToken({ stepUp });
    } catch {
      // spec §7: the bearer is sent "when available"; a failed token call leaves it out
      return undefined;
    }
  }

  /**
   * spec §7 proof header: `Authorization: DPoP <token>` and a `DPoP` proof for this request;
   * a plain bearer when no proof is made. A proof that cannot be made leaves the token out,
   * as a failed token call does.
   */
  async function authorize(
    headers: Record<string, string>,
    accessToken: string,
    method: string,
    url: URL,
  ): Promise<boolean> {
    if (!options.dpop) {
      headers.Authorization = `Bearer ${accessToken}`;
      return false;
    }
    let proof: string | undefined;
    try {
      proof = await options.dpop.proof({ url: url.toString(), method, accessToken });
    } catch {
      return false;
    }
    if (proof === undefined) {
      headers.Authorization = `Bearer ${accessToken}`;
      return false;
    }
    headers.Authorization = `DPoP ${accessToken}`;
    headers.DPoP = proof;
    return true;
  }

  /** Keeps a nonce the API gave (`DPoP-Nonce`); true when it gave one. */
  async function keepNonce(response: Response, url: URL): Promise<boolean> {
    const nonce = response.headers.get('DPoP-Nonce');
    if (!nonce || !options.dpop) return false;
    try {
      await options.dpop.rememberNonce(url.toString(), nonce);
    } catch {
      /* not kept: the next call is asked for it again */
    }
    return true;
  }

  async function send(call: Call): Promise<unknown> {
    const url = apiRequestUrl(root, call.route, getPartner(), call.query);
    const headers: Record<string, string> = {
      ...applicationHeaders(getLanguage(), options.applicationName),
      ...call.headers,
    };
    const bearer = call.token ?? (await token(call.stepUp === true));
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';

    if (call.signal?.aborted) {
      throw new SdkError('network_error_cancel', {
        message: `${call.method} ${call.route} was cancelled`,
      });
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onAbort = () => controller.abort();
    call.signal?.addEventListener('abort', onAbort, { once: true });

    const doFetch = options.fetch ?? globalThis.fetch;
    const what = `${call.method} ${call.route}`;
    try {
      let response: Response | undefined;
      // spec §7: a server nonce demand is retried once, with a new proof and the new nonce
      for (let attempt = 0; response === undefined; attempt++) {
        const sent = { ...headers };
        const proved = bearer ? await authorize(sent, bearer, call.method, url) : false;
        let answer: Response;
        try {
          answer = await doFetch(url.toString(), {
            method: call.method,
            headers: sent,
            body: call.body === undefined ? null : JSON.stringify(call.body),
            signal: controller.signal,
          });
        } catch (error) {
          const cancelled = controller.signal.aborted;
          throw new SdkError(cancelled ? 'network_error_cancel' : 'network_error_unhandled', {
            message: cancelled ? `${what} timed out or was cancelled` : `${what} failed`,
            cause: error,
          });
        }
        const gaveNonce = proved && (await keepNonce(answer, url));
        if (!proved || !demandsNonce(answer)) response = answer;
        else if (attempt === 0 && gaveNonce) await readBody(answer);
        else {
          // spec §8 auth errors: the wrong-nonce proof rejection, as the Auth0 client says it
          throw toAuthError(
            {
              error: 'use_dpop_nonce',
              message: WRONG_NONCE_MESSAGE,
              url: url.toString(),
              status: answer.status,
              body: await readBody(answer),
            },
            'token',
          );
        }
      }
      const body = await readBody(response);
      if (!response.ok) {
        const code = errorCodeFrom({ status: response.status, body });
        throw new SdkError(code, {
          message: `${what} answered ${response.status}`,
          status: response.status,
          cause: { url: url.toString(), status: response.status, body },
        });
      }
      return body;
    } catch (error) {
      if (isSdkError(error)) throw error;
      throw new SdkError(
        controller.signal.aborted ? 'network_error_cancel' : 'network_error_unhandled',
        {
          message: `${what} failed`,
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function get<S extends z.core.$ZodType>(
    schema: S,
    call: Omit<Call, 'method'>,
  ): Promise<z.output<S>> {
    return parseAnswer(schema, await send({ ...call, method: 'GET' }), `GET ${call.route}`);
  }

  async function post<S extends z.core.$ZodType>(
    schema: S,
    call: Omit<Call, 'method'>,
  ): Promise<z.output<S>> {
    return parseAnswer(schema, await send({ ...call, method: 'POST' }), `POST ${call.route}`);
  }

  async function put<S extends z.core.$ZodType>(
    schema: S,
    call: Omit<Call, 'method'>,
  ): Promise<z.output<S>> {
    return parseAnswer(schema, await send({ ...call, method: 'PUT' }), `PUT ${call.route}`);
  }

  return { send, get, post, put };
}

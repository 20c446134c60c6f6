// The HTTP transport shared by the purchase API client and the own-origin clients (spec §7).
import type { z } from 'zod/mini';
import { errorCodeFrom } from '../errors/catalogue';
import { SdkError, isSdkError } from '../errors/sdkError';
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import { parseAnswer } from '../schemas/parseAnswer';
import type { ApiClientOptions } from './apiClient';

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

function defaultApplicationName(): string | undefined {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : undefined;
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
 * query, `X-Application-Name`/`X-Application-Language`, the bearer token when available, a
 * timeout, error codes from the catalogue (spec §8), and schema-checked answers (spec §5).
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
  const root = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+|\/+$/g, '')}`.replace(
    /\/$/,
    '',
  );

  async function token(stepUp: boolean): Promise<string | undefined> {
    if (!getToken) return undefined;
    try {
      return await getToken({ stepUp });
    } catch {
      // spec §7: the bearer is sent "when available"; a failed token call leaves it out
      return undefined;
    }
  }

  async function send(call: Call): Promise<unknown> {
    const url = new URL(`${root}${call.route}`);
    url.searchParams.set('partner', getPartner().toLowerCase());
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Application-Language': getLanguage(),
      ...call.headers,
    };
    const applicationName = options.applicationName ?? defaultApplicationName();
    if (applicationName) headers['X-Application-Name'] = applicationName;
    const bearer = call.token ?? (await token(call.stepUp === true));
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
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
      let response: Response;
      try {
        response = await doFetch(url.toString(), {
          method: call.method,
          headers,
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

// A small router over node:http: method + path pattern (`/users/:id`) -> handler.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** The parsed JSON body (`undefined` when empty). Read lazily. */
  body: () => Promise<unknown>;
}

export type Handler = (ctx: RequestContext) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly payload: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export function createRouter() {
  const routes: Route[] = [];
  const add = (method: string, path: string, handler: Handler) => {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
  };
  return {
    get: (path: string, h: Handler) => add('GET', path, h),
    post: (path: string, h: Handler) => add('POST', path, h),
    put: (path: string, h: Handler) => add('PUT', path, h),
    delete: (path: string, h: Handler) => add('DELETE', path, h),
    /** The handler for a request, `'method'` when only the method differs, or undefined. */
    match(method: string, pathname: string) {
      let pathMatched = false;
      for (const route of routes) {
        const m = route.pattern.exec(pathname);
        if (!m) continue;
        pathMatched = true;
        if (route.method !== method) continue;
        const params: Record<string, string> = {};
        route.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1] ?? '')));
        return { handler: route.handler, params };
      }
      return pathMatched ? ('method' as const) : undefined;
    },
  };
}

export async function readText(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, { error: 'payload_too_large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { error: 'invalid_json', message: 'The request body is not JSON.' });
  }
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export function sendEmpty(res: ServerResponse, status = 204): void {
  res.writeHead(status, { 'Cache-Control': 'no-store' });
  res.end();
}

/** Runs a routed request: 404/405 for unknown routes, HttpError to JSON, crashes to 500. */
export async function dispatch(
  router: ReturnType<typeof createRouter>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pathname = url.pathname,
): Promise<void> {
  const found = router.match(req.method ?? 'GET', pathname);
  if (found === undefined) return sendJson(res, 404, { error: 'not_found', path: pathname });
  if (found === 'method') return sendJson(res, 405, { error: 'method_not_allowed' });
  let parsed: Promise<unknown> | undefined;
  const ctx: RequestContext = {
    req,
    res,
    url,
    params: found.params,
    body: () => (parsed ??= readJson(req)),
  };
  try {
    await found.handler(ctx);
  } catch (error) {
    if (error instanceof HttpError) return sendJson(res, error.status, error.payload);
    console.error('[sandbox] handler failed', error);
    if (!res.headersSent) sendJson(res, 500, { error: 'internal_error' });
  }
}

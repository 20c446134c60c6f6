// A local stand-in for Contentful's Delivery API (docs/api-contract.md: space
// `avios-sandbox`, environment `master`, token `sandbox-delivery-token`), answering the real
// `contentful` client from a space export, plus the image files that assets point to.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_EXPORT_FILE, IMAGES_DIR } from '../paths';
import { createDelivery } from './delivery';
import { DeliveryError, accessTokenInvalid, notFound } from './deliveryError';
import { FIXTURE_ASSET_ORIGIN } from './exportFormat';
import type { ContentExport } from './exportFormat';
import { createImageStore, parseImageParams } from './images';
import type { ImageFile } from './images';
import { parseSearchQuery } from './query';

export const CONTENT_SPACE = 'avios-sandbox';
export const CONTENT_ENVIRONMENT = 'master';
export const CONTENT_DELIVERY_TOKEN = 'sandbox-delivery-token';

export interface ContentServerOptions {
  /** Defaults to `4012`; `0` picks a free port. */
  port?: number;
  /** A loopback name only. Defaults to `'localhost'` (127.0.0.1, and ::1 where present). */
  host?: string;
  /** Browser origins allowed by CORS. */
  origins: string[];
  /** The space export to serve. Defaults to `fixtures/content-export.json`. */
  fixtures?: ContentExport;
  /** Folder of the image files. Defaults to `public/images`. */
  imagesDir?: string;
}

export interface ContentServer {
  /** `http://localhost:PORT` */
  url: string;
  port: number;
  close(): Promise<void>;
}

const ALLOWED_HEADERS =
  'Authorization, X-Contentful-User-Agent, X-Contentful-Locale-Based-Publishing, Content-Type, Accept';
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

export function loadFixtures(path = CONTENT_EXPORT_FILE): ContentExport {
  return JSON.parse(readFileSync(path, 'utf8')) as ContentExport;
}

function send(res: ServerResponse, status: number, body: unknown, requestId: string): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/vnd.contentful.delivery.v1+json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'max-age=0',
    'X-Contentful-Request-Id': requestId,
  });
  res.end(text);
}

function bearer(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return url.searchParams.get('access_token') ?? undefined;
}

/** CORS for the given origins; returns true when the request was a preflight (answered). */
function cors(req: IncomingMessage, res: ServerResponse, origins: string[]): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && origins.includes(origin);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'X-Contentful-Request-Id');
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(allowed ? 204 : 403);
  res.end();
  return true;
}

function sendImage(res: ServerResponse, image: ImageFile): void {
  res.writeHead(200, {
    'Content-Type': image.type,
    'Content-Length': image.body.length,
    'Cache-Control': 'public, max-age=3600',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(image.body);
}

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
}

/** Starts the content service. Resolves once it listens. */
export async function createContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const { port = 4012, host = 'localhost', origins } = options;
  if (!LOOPBACK.includes(host)) {
    throw new Error(`The content service only listens on loopback (localhost); got "${host}".`);
  }
  const content = options.fixtures ?? loadFixtures();
  const images = createImageStore({ dir: options.imagesDir ?? IMAGES_DIR });
  let ownHost = `localhost:${port}`;
  // Set per request just before the (synchronous) delivery call that reads it.
  let assetOrigin = ownHost;
  const delivery = createDelivery(content, {
    space: CONTENT_SPACE,
    environment: CONTENT_ENVIRONMENT,
    assetUrl: (stored) => stored.replace(FIXTURE_ASSET_ORIGIN, `//${assetOrigin}`),
  });

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomBytes(12).toString('hex');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (cors(req, res, origins)) return;
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new DeliveryError(405, 'MethodNotAllowed', 'The delivery API only answers GET.');
      }
      if (url.pathname.startsWith('/images/')) {
        const name = decodeURIComponent(url.pathname.slice('/images/'.length));
        // Images API parameters (w, h, fm, q, fit) resize and convert; bad values answer 400
        const image = await images.get(name, parseImageParams(url.searchParams));
        if (!image) throw notFound('Asset', name);
        sendImage(res, image);
        return;
      }
      const path =
        /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(?:\/([a-z_]+)(?:\/([^/]+))?)?\/?$/;
      const m = path.exec(url.pathname);
      if (!m) throw notFound('Route', url.pathname);
      if (bearer(req, url) !== CONTENT_DELIVERY_TOKEN) throw accessTokenInvalid();
      const [, space, environment = CONTENT_ENVIRONMENT, collection, id] = m;
      if (space !== CONTENT_SPACE) throw notFound('Space', space ?? '');
      if (environment !== CONTENT_ENVIRONMENT) {
        throw notFound('Environment', environment, { space: CONTENT_SPACE });
      }
      // Asset URLs follow the host the client used, as images.ctfassets.net would.
      const asked = req.headers.host ?? '';
      assetOrigin = /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/.test(asked) ? asked : ownHost;
      const query = parseSearchQuery(url.searchParams);
      const answer = (() => {
        switch (collection) {
          case undefined:
            return delivery.space();
          case 'entries':
            return id ? delivery.entry(id, query) : delivery.entries(query);
          case 'assets':
            return id ? delivery.asset(id, query) : delivery.assets(query);
          case 'content_types':
            return id ? delivery.contentType(id) : delivery.contentTypes(query);
          case 'locales':
            return delivery.locales();
          default:
            throw notFound('Route', url.pathname);
        }
      })();
      send(res, 200, answer, requestId);
    } catch (error) {
      if (error instanceof DeliveryError) {
        send(res, error.status, error.body(requestId), requestId);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        send(
          res,
          500,
          { sys: { type: 'Error', id: 'ServerError' }, message, requestId },
          requestId,
        );
      }
    }
  };

  const servers: Server[] = [];
  const primary = createServer((req, res) => void handler(req, res));
  await listenOn(primary, port, host === 'localhost' ? '127.0.0.1' : host);
  servers.push(primary);
  const actual = (primary.address() as AddressInfo).port;
  ownHost = `localhost:${actual}`;
  if (host === 'localhost') {
    // `localhost` may resolve to ::1 first in a browser; answer there too when it exists.
    const secondary = createServer((req, res) => void handler(req, res));
    try {
      await listenOn(secondary, actual, '::1');
      servers.push(secondary);
    } catch {
      // no IPv6 loopback on this machine: 127.0.0.1 serves `localhost`
    }
  }
  return {
    url: `http://localhost:${actual}`,
    port: actual,
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((done) => {
              s.close(() => done());
              s.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}

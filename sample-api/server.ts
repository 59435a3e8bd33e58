import { assetBaseFor, withoutTrailingSlash } from './asset-base';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findAsset } from './assets';
import { rateLimitFromEnv, syntheticCountFromEnv } from './config';
import { ControlState, handleControl } from './control';
import { editedStore } from './edits';
import { delayFor, faultResponse, type FaultState, type RawResponse } from './faults';
import { errorResponse, handleApiRoute, type ApiResponse, type HandlerContext } from './handlers';
import { hostileModeResponse } from './hostile';
import { RateLimit } from './rate-limit';
import {
  API_CACHE_CONTROL,
  ASSET_CACHE_CONTROL,
  isReadMethod,
  JSON_TYPE,
  NO_STORE,
  send,
  sendJson,
  sleep,
} from './http';
import { decodeSegments, matchRoute, type Route } from './routes';
import { createStore, type Store } from './store';

/**
 * The sample Directory API: the ten endpoints of the spec over node:http, plus the assets the
 * data points at and the /__control/ endpoints for tests. See README.md.
 */

export interface SampleApiOptions {
  /** Synthetic businesses added after the hand-written ones; default: env SAMPLE_API_BUSINESSES, else 0. */
  syntheticBusinesses?: number;
  /**
   * Base of absolute asset URLs; default: env SAMPLE_API_PUBLIC_URL, else `http://<Host header>`.
   * null: always the Host header, whatever the environment says.
   */
  publicUrl?: string | null;
  /** The directory website, for `_citation`; default: env SAMPLE_API_SITE_URL, else http://localhost:3000. */
  siteUrl?: string;
  /** Requests a second before 429s (a second's worth of burst); default: env SAMPLE_API_RATE_LIMIT, else none. */
  rateLimit?: number;
  /** The largest directory whose listing is kept whole rather than streamed (store.ts). */
  cachedListingLimit?: number;
}

const DEFAULT_SITE_URL = 'http://localhost:3000';

function apiResponse(
  route: Route,
  url: URL,
  fault: FaultState | null,
  context: HandlerContext,
): ApiResponse {
  const normal = () => handleApiRoute(route, url.searchParams, context);
  return fault?.mode === 'hostile' ? hostileModeResponse(route, normal) : normal();
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  store: Store,
  control: ControlState,
  options: { publicUrl: string | null; siteUrl: string },
): Promise<void> {
  control.stats.record(url.pathname);
  const waitSeconds = control.rateLimit?.take() ?? 0;
  if (waitSeconds > 0) {
    control.stats.recordThrottled();
    return send(req, res, {
      status: 429,
      contentType: JSON_TYPE,
      cacheControl: NO_STORE,
      headers: { 'Retry-After': String(waitSeconds) },
      body: Buffer.from(JSON.stringify({ message: 'Too Many Requests', statusCode: 429 })),
    });
  }
  const segments = decodeSegments(url.pathname);
  const route = segments === null ? null : matchRoute(segments);
  const fault = control.faultFor(url.pathname);

  let response: ApiResponse;
  let headers: Record<string, string> | undefined;
  if (route === null) {
    response = errorResponse(404, `No endpoint at ${url.pathname}`);
  } else if (!isReadMethod(req.method)) {
    response = errorResponse(
      405,
      `Method ${req.method ?? ''} not allowed; the API is read-only (GET, HEAD)`,
    );
    headers = { Allow: 'GET, HEAD' };
  } else {
    const context: HandlerContext = {
      store: editedStore(store, control.edits),
      assetBase: assetBaseFor(req, options.publicUrl),
      siteUrl: options.siteUrl,
    };
    response = apiResponse(route, url, fault, context);
  }

  let out: RawResponse = { status: response.status, contentType: JSON_TYPE, body: response.body };
  let cacheControl = API_CACHE_CONTROL;
  if (fault !== null) {
    const delay = delayFor(fault);
    if (delay > 0) await sleep(delay);
    const faulty = faultResponse(fault, out, control.errorSequence);
    if (faulty !== null) {
      if (fault.mode === 'error') control.errorSequence += 1;
      out = faulty;
      // A broken answer must never be kept by a cache between the site and the API.
      cacheControl = NO_STORE;
    }
  }
  send(req, res, { ...out, cacheControl, headers });
}

function handleAsset(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  store: Store,
): void {
  if (!isReadMethod(req.method)) {
    res.setHeader('Allow', 'GET, HEAD');
    return sendJson(req, res, 405, { message: 'Assets are read-only', statusCode: 405 });
  }
  const asset = findAsset(pathname, store);
  if (asset === null)
    return sendJson(req, res, 404, { message: 'Asset not found', statusCode: 404 });
  send(req, res, {
    status: 200,
    contentType: asset.contentType,
    cacheControl: ASSET_CACHE_CONTROL,
    body: asset.body,
  });
}

function createSampleApiServer(options: SampleApiOptions = {}): http.Server {
  const env = process.env;
  const store = createStore(
    options.syntheticBusinesses ?? syntheticCountFromEnv(env.SAMPLE_API_BUSINESSES),
    { cachedListingLimit: options.cachedListingLimit },
  );
  const publicUrlSetting =
    options.publicUrl === undefined ? env.SAMPLE_API_PUBLIC_URL : options.publicUrl;
  const settings = {
    publicUrl: publicUrlSetting ? withoutTrailingSlash(publicUrlSetting) : null,
    siteUrl: withoutTrailingSlash(options.siteUrl ?? env.SAMPLE_API_SITE_URL ?? DEFAULT_SITE_URL),
  };
  const perSecond = options.rateLimit ?? rateLimitFromEnv(env.SAMPLE_API_RATE_LIMIT);
  const control = new ControlState(perSecond > 0 ? new RateLimit(perSecond) : null);

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Only the path and query matter; the base is a placeholder for URL parsing.
    const url = new URL(req.url ?? '/', 'http://sample-api.invalid');
    const { pathname } = url;
    if (pathname === '/__control' || pathname.startsWith('/__control/'))
      return handleControl(req, res, pathname, control);
    if (pathname.startsWith('/assets/')) return handleAsset(req, res, pathname, store);
    return handleApi(req, res, url, store, control, settings);
  };

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('[sample-api]', error);
      if (!res.headersSent)
        sendJson(req, res, 500, { message: 'Internal error in the sample API', statusCode: 500 });
      else res.destroy();
    });
  });

  // With many synthetic businesses the first listing takes seconds to build; build both
  // languages for the address clients will most likely use as soon as the server listens.
  server.once('listening', () => {
    if (store.syntheticCount === 0) return;
    const address = server.address();
    if (address === null || typeof address === 'string') return;
    const host =
      address.family === 'IPv6'
        ? address.address === '::'
          ? '127.0.0.1'
          : `[${address.address}]`
        : address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address;
    const base = settings.publicUrl ?? `http://${host}:${address.port}`;
    // One language per turn of the event loop, so a request that arrives meanwhile waits for
    // one build at most.
    setImmediate(() => {
      store.listing('en', base);
      setImmediate(() => store.listing('fr', base)).unref();
    }).unref();
  });
  return server;
}

export interface RunningSampleApi {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010. */
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

/** Starts a server on `port` (0: any free port) and resolves once it listens. */
export function startSampleApi(
  port: number,
  options: SampleApiOptions & { host?: string } = {},
): Promise<RunningSampleApi> {
  const { host = '127.0.0.1', ...serverOptions } = options;
  const server = createSampleApiServer(serverOptions);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actualPort } = server.address() as AddressInfo;
      const hostPart = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${hostPart}:${actualPort}`,
        port: actualPort,
        server,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive sockets would otherwise hold close() open for seconds.
            server.closeAllConnections();
          }),
      });
    });
  });
}

import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startSampleApi, type RunningSampleApi, type SampleApiOptions } from './server';

/**
 * Test support: a real server on a free port per test file, and small fetch helpers. Tests talk
 * HTTP to it exactly as the site does.
 */

export interface Fetched<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** Starts a sample API before the file's tests and closes it after; read `.url` inside tests. */
export function sampleApiForThisFile(options: SampleApiOptions = {}): {
  readonly url: string;
  readonly api: RunningSampleApi;
} {
  let api: RunningSampleApi | undefined;
  beforeAll(async () => {
    // Explicit defaults, so SAMPLE_API_* variables in the shell cannot change what tests see.
    api = await startSampleApi(0, {
      siteUrl: 'http://localhost:3000',
      publicUrl: null,
      syntheticBusinesses: 0,
      ...options,
    });
  });
  afterAll(async () => {
    await api?.close();
  });
  return {
    get url() {
      if (!api) throw new Error('sample API not started');
      return api.url;
    },
    get api() {
      if (!api) throw new Error('sample API not started');
      return api;
    },
  };
}

/** GET (or another method) and parse JSON when the body is JSON; `body` is undefined otherwise. */
export async function fetchJson<T = unknown>(url: string, init?: RequestInit): Promise<Fetched<T>> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}

export const BUSINESS = (slug: string) => `/index/directory-business/${encodeURIComponent(slug)}`;

export async function setFault(baseUrl: string, fault: Record<string, unknown>): Promise<Fetched> {
  return fetchJson(`${baseUrl}/__control/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

/** fetch() always sends the real Host; node:http lets a test pretend to be another host. */
export function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      })
      .on('error', reject);
  });
}
